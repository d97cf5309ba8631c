import { Client } from 'pg';
import cases from '../cases/rentCases.json';
import { DB_URL } from './support';

// The rules of money coming in, each with one implementation in SQL, against one table of
// hand-computed cases: a month's rent and its due day, how payments apply, when rent is late,
// and the late fee.
const cents = (value: string | number | null) => (value === null ? null : Number(value).toFixed(2));

describe('the rent rules against the shared cases', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: DB_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  it.each(cases.proration)('prorated_rent: $name', async ({ rent, month, start, end, amount }) => {
    const { rows } = await db.query<{ amount: string }>(
      'select public.prorated_rent($1::numeric, $2::date, $3::date, $4::date)::text as amount',
      [rent, month, start, end],
    );
    expect(cents(rows[0].amount)).toBe(cents(amount));
  });

  it.each(cases.dueOn)('rent_due_on: $name', async ({ month, dueDay, start, end, dueOn }) => {
    const { rows } = await db.query<{ due: string }>(
      `select to_char(public.rent_due_on($1::date, $2, $3::date, $4::date), 'YYYY-MM-DD') as due`,
      [month, dueDay, start, end],
    );
    expect(rows[0].due).toBe(dueOn);
  });

  it.each(cases.allocation)('rent_allocation: $name', async ({ charges, credits, grace, today, expected }) => {
    const { rows } = await db.query<{
      id: string;
      paid: string;
      open: string;
      paid_on: string | null;
      late: boolean;
      late_since: string | null;
    }>(
      `select id, paid::text, open::text, to_char(paid_on, 'YYYY-MM-DD') as paid_on, late,
              to_char(late_since, 'YYYY-MM-DD') as late_since
       from public.rent_allocation($1::jsonb, $2::jsonb, $3, $4::date)`,
      [JSON.stringify(charges), JSON.stringify(credits), grace, today],
    );
    expect(
      rows.map((r) => ({
        id: r.id,
        paid: cents(r.paid),
        open: cents(r.open),
        paidOn: r.paid_on,
        late: r.late,
        lateSince: r.late_since,
      })),
    ).toEqual(expected.map((e) => ({ ...e, paid: cents(e.paid), open: cents(e.open) })));
  });

  it.each(cases.lateFee)('late_fee_amount: $name', async ({ kind, value, rent, amount }) => {
    const { rows } = await db.query<{ amount: string }>(
      'select public.late_fee_amount($1, $2::numeric, $3::numeric)::text as amount',
      [kind, value, rent],
    );
    expect(cents(rows[0].amount)).toBe(cents(amount));
  });
});
