import type { DepreciationYear } from './booksApi';

export interface DepreciableAsset {
  id: string;
  kind: DepreciationYear['kind'];
  description: string;
  placedInServiceOn: string;
  basis: number;
  years: DepreciationYear[];
}

/** The database's rows (an asset's years in order) grouped by asset, the building first. */
export function assetsOf(rows: DepreciationYear[]): DepreciableAsset[] {
  const assets = new Map<string, DepreciableAsset>();
  for (const row of rows) {
    let asset = assets.get(row.asset_id);
    if (!asset) {
      asset = {
        id: row.asset_id,
        kind: row.kind,
        description: row.description,
        placedInServiceOn: row.placed_in_service_on,
        basis: Number(row.basis),
        years: [],
      };
      assets.set(row.asset_id, asset);
    }
    asset.years.push(row);
  }
  return [...assets.values()];
}

/** An asset's amount for one year, null when that year has none (before service, after the last). */
export const amountIn = (asset: DepreciableAsset, year: number): number | null => {
  const row = asset.years.find((y) => y.year === year);
  return row ? Number(row.amount) : null;
};
