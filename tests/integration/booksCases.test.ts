import { Client } from 'pg';
import cases from '../cases/booksCases.json';
import { insertRow } from './portfolio';
import { DB_URL, signedInClient } from './support';

// The rules of the books, each with one implementation in SQL, against one table of
// hand-computed cases: a loan's payment and schedule, how a payment splits, depreciation by the
// IRS table, a building's basis, and fair rental days.
const cents = (value: string | number | null) => (value === null ? null : Number(value).toFixed(2));

describe('the books rules against the shared cases', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: DB_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  it.each(cases.payment)('loan_payment_amount: $name', async ({ principal, rate, months, payment }) => {
    const { rows } = await db.query<{ amount: string }>(
      'select public.loan_payment_amount($1::numeric, $2::numeric, $3)::text as amount',
      [principal, rate, months],
    );
    expect(cents(rows[0].amount)).toBe(cents(payment));
  });

  it.each(cases.schedule)(
    'amortization_schedule: $name',
    async ({ principal, rate, months, installment, interest, principalPart, balance }) => {
      const { rows } = await db.query<{ interest: string; principal: string; balance: string }>(
        `select interest::text, principal::text, balance::text
         from public.amortization_schedule($1::numeric, $2::numeric, $3, date '2026-01-01') where installment = $4`,
        [principal, rate, months, installment],
      );
      expect(rows.map((r) => [cents(r.interest), cents(r.principal), cents(r.balance)])).toEqual([
        [cents(interest), cents(principalPart), cents(balance)],
      ]);
    },
  );

  it.each(cases.firstYear)('depreciation_first_year_percent: month $month', async ({ month, percent }) => {
    const { rows } = await db.query<{ percent: string }>(
      'select public.depreciation_first_year_percent($1)::text as percent',
      [month],
    );
    expect(Number(rows[0].percent)).toBe(Number(percent));
  });

  it.each(cases.depreciation)('depreciation_schedule: $name', async ({ basis, placedOn, years, lastYear }) => {
    const { rows } = await db.query<{ year: number; amount: string }>(
      'select year, amount::text from public.depreciation_schedule($1::numeric, $2::date) order by year',
      [basis, placedOn],
    );
    const byYear = new Map(rows.map((r) => [String(r.year), cents(r.amount)]));
    for (const [year, amount] of Object.entries(years))
      expect([year, byYear.get(year) ?? null]).toEqual([year, cents(amount)]);
    expect(rows.at(-1)!.year).toBe(lastYear);
    // Exact to the cent: the years add up to the basis.
    expect(cents(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) / 100)).toBe(cents(basis));
  });

  it.each(cases.basis)('building_basis: $name', async ({ price, closing, landValue, landShare, basis }) => {
    const { rows } = await db.query<{ basis: string }>(
      'select public.building_basis($1::numeric, $2::numeric, $3::numeric, $4::numeric)::text as basis',
      [price, closing, landValue, landShare],
    );
    expect(cents(rows[0].basis)).toBe(cents(basis));
  });

  it.each(cases.letters)('schedule_e_letter: column $n is $letter', async ({ n, letter }) => {
    const { rows } = await db.query<{ letter: string }>('select public.schedule_e_letter($1) as letter', [n]);
    expect(rows[0].letter).toBe(letter);
  });

  describe('with a landlord', () => {
    let client: Awaited<ReturnType<typeof signedInClient>>['client'];
    beforeAll(async () => {
      client = (await signedInClient()).client;
    });

    it.each(cases.split)(
      'split_loan_payment: $name',
      async ({
        loan,
        rate,
        taxes,
        insurance,
        paidBefore,
        firstPayment,
        paidOn,
        amount,
        interest,
        escrowTaxes,
        escrowInsurance,
        principal,
      }) => {
        const property = await insertRow<{ id: string }>(client, 'properties', {
          name: 'Split',
          address_line1: '1 Main',
          city: 'X',
          state: 'NC',
          zip: '1',
          loan_amount: loan,
          loan_interest_rate: rate,
          loan_term_months: 360,
          loan_escrow_taxes: taxes,
          loan_escrow_insurance: insurance,
          loan_first_payment_on: firstPayment,
        });
        // Earlier payments, given as the principal they repaid.
        for (const [k, repaid] of paidBefore.entries()) {
          await insertRow(client, 'loan_payments', {
            property_id: property.id,
            paid_on: `2025-0${k + 1}-01`,
            amount: repaid,
            interest: 0,
            principal: repaid,
          });
        }
        const { data, error } = await client.rpc('split_loan_payment', {
          p_property: property.id,
          p_paid_on: paidOn,
          p_amount: Number(amount),
        });
        expect(error).toBeNull();
        const [split] = data as Array<Record<string, number>>;
        expect([split.interest, split.escrow_taxes, split.escrow_insurance, split.principal].map(cents)).toEqual(
          [interest, escrowTaxes, escrowInsurance, principal].map(cents),
        );
        // Recorded without a split, the payment is split the same way.
        const saved = await insertRow<Record<string, number>>(client, 'loan_payments', {
          property_id: property.id,
          paid_on: paidOn,
          amount,
        });
        expect([saved.interest, saved.escrow_taxes, saved.escrow_insurance, saved.principal].map(cents)).toEqual(
          [interest, escrowTaxes, escrowInsurance, principal].map(cents),
        );
      },
    );

    it.each(cases.fairRentalDays)('fair_rental_days: $name', async ({ year, tenancies, days }) => {
      const property = await insertRow<{ id: string }>(client, 'properties', {
        name: 'Days',
        address_line1: '1 Main',
        city: 'X',
        state: 'NC',
        zip: '1',
      });
      // Each tenancy in a unit of its own, so overlapping ones may overlap.
      for (const [k, [start, end]] of tenancies.entries()) {
        const unit = await insertRow<{ id: string }>(client, 'units', {
          property_id: property.id,
          unit_label: `U${k}`,
        });
        await insertRow(client, 'tenancies', {
          unit_id: unit.id,
          tenants: [{ name: `Tenant ${k}` }],
          start_on: start,
          ended_on: end,
          monthly_rent: 1000,
          rent_tracked_from: start ?? `${year}-01-01`,
        });
      }
      const { data, error } = await client.rpc('fair_rental_days', { p_year: year, p_property: property.id });
      expect(error).toBeNull();
      expect((data as Array<{ days: number }>)[0]?.days ?? 0).toBe(days);
    });
  });
});
