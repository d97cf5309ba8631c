import cases from '../../../tests/cases/rentIncreaseCases.json';
import { chainedBase, plannedNewRent, type ChainItem } from './rentRules';

// One table of cases for the preview (here) and the database's create_rent_increase
// (tests/integration/rentIncreaseCases.test.ts), so the preview cannot drift from the rule it shows.
type Step = { date: string; basis: string; value: number };
const percentOf = (c: Step) => (c.basis === 'Percent' ? c.value : null);
const amountOf = (c: Step) => (c.basis === 'FixedAmount' ? c.value : null);
const increase = (c: Step, planned: number, id: string): ChainItem => ({
  id,
  basis: c.basis,
  percent: percentOf(c),
  amount: amountOf(c),
  effective_date: c.date,
  planned_new_rent: planned,
  status: 'Scheduled',
});
const preview = (rent: number, chain: ChainItem[], c: Step) =>
  plannedNewRent(chainedBase(rent, chain, c.date), c.basis, percentOf(c), amountOf(c));

describe('rent rounding and chaining: the shared cases', () => {
  it.each(cases.rounding)('$name', ({ rent, basis, value, planned }) => {
    expect(
      plannedNewRent(rent, basis, basis === 'Percent' ? value : null, basis === 'FixedAmount' ? value : null),
    ).toBe(planned);
  });

  it.each(cases.chains)(
    '$name: the preview of each new one, on the chain as the database answered',
    ({ rent, created }) => {
      const answered: ChainItem[] = [];
      created.forEach((c, i) => {
        expect({ date: c.date, planned: preview(rent, answered, c) }).toEqual({ date: c.date, planned: c.planned });
        answered.push(increase(c, c.planned, `i${i}`));
      });
    },
  );

  // The database re-chains later increases; the preview of any date then agrees with the rows it keeps.
  it.each(cases.chains)(
    '$name: the preview of each date, on the chain the database keeps',
    ({ rent, created, finally: final }) => {
      const kept = final.map(([date, planned], i) =>
        increase(
          created.find((c) => c.date === date)!,
          Number(planned),
          `k${i}`,
        ),
      );
      expect(
        kept.map((item) => [
          item.effective_date,
          preview(rent, kept, {
            date: item.effective_date,
            basis: item.basis,
            value: Number(item.percent ?? item.amount),
          }),
        ]),
      ).toEqual(final);
    },
  );
});
