import cases from '../../../tests/cases/rentIncreaseCases.json';
import { chainedBase, plannedNewRent, recalculateChain, type ChainItem } from './rentRules';

// One table of cases for the preview (here) and the database's create_rent_increase
// (tests/integration/rentIncreaseCases.test.ts), so the two copies of the rule cannot drift.
const increase = (c: { date: string; basis: string; value: number }, planned: number, id: string): ChainItem => ({
  id,
  basis: c.basis,
  percent: c.basis === 'Percent' ? c.value : null,
  amount: c.basis === 'FixedAmount' ? c.value : null,
  effective_date: c.date,
  planned_new_rent: planned,
  status: 'Scheduled',
});

describe('rent rounding and chaining: the shared cases', () => {
  it.each(cases.rounding)('$name', ({ rent, basis, value, planned }) => {
    expect(plannedNewRent(rent, basis, basis === 'Percent' ? value : null, basis === 'FixedAmount' ? value : null)).toBe(planned);
  });

  it.each(cases.chains)('$name', ({ rent, created, finally: final }) => {
    let chain: ChainItem[] = [];
    created.forEach((c, i) => {
      const base = chainedBase(rent, chain, c.date);
      const item = increase(c, 0, `i${i}`);
      const planned = plannedNewRent(base, c.basis, item.percent, item.amount);
      expect({ date: c.date, planned }).toEqual({ date: c.date, planned: c.planned });
      chain = recalculateChain(rent, [...chain, { ...item, planned_new_rent: planned }]);
    });
    expect(chain.map((i) => [i.effective_date, i.planned_new_rent])).toEqual(final);
  });
});
