import type { DepreciationYear } from './booksApi';
import { amountIn, assetsOf } from './depreciationRules';

const row = (asset: string, kind: DepreciationYear['kind'], year: number, amount: number): DepreciationYear => ({
  asset_id: asset,
  property_id: 'p1',
  kind,
  description: kind === 'Building' ? 'Elm House' : 'New roof',
  placed_in_service_on: kind === 'Building' ? '2025-03-20' : '2025-08-05',
  basis: kind === 'Building' ? 244800 : 12000,
  year,
  percent: 0,
  amount,
  accumulated: 0,
  remaining: 0,
});

describe('assets from the schedule rows', () => {
  const rows = [
    row('b', 'Building', 2025, 7047.79),
    row('b', 'Building', 2026, 8900.93),
    row('r', 'Improvement', 2025, 163.68),
    row('r', 'Improvement', 2026, 436.32),
  ];

  it('groups the years by asset, in the order the database sends them', () => {
    expect(assetsOf(rows).map((a) => [a.kind, a.description, a.basis, a.years.map((y) => y.year)])).toEqual([
      ['Building', 'Elm House', 244800, [2025, 2026]],
      ['Improvement', 'New roof', 12000, [2025, 2026]],
    ]);
  });

  it('reads one year of an asset, none outside its schedule', () => {
    const [building] = assetsOf(rows);
    expect([amountIn(building, 2026), amountIn(building, 2024)]).toEqual([8900.93, null]);
  });
});
