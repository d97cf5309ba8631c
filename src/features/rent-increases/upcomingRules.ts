import { csvFixed, toCsv } from '../../utils/csv';
import { addDaysTo } from '../../utils/landlordToday';
import type { UpcomingRow } from './rentIncreaseQueries';

/** SPEC §9 upcoming ranges, in days. */
export const UPCOMING_RANGES = { '30d': 30, '60d': 60, '90d': 90, '6mo': 180, '1yr': 365 } as const;
export type UpcomingRange = keyof typeof UPCOMING_RANGES;
export const DEFAULT_RANGE: UpcomingRange = '90d';
export const RANGE_KEYS = Object.keys(UPCOMING_RANGES) as UpcomingRange[];
/** The list opens on a page of this many increases. */
export const UPCOMING_FIRST_PAGE_SIZE = 50;

export const isUpcomingRange = (value: string | null | undefined): value is UpcomingRange =>
  !!value && Object.prototype.hasOwnProperty.call(UPCOMING_RANGES, value);

/** SPEC §2: anything but 30d, 60d, 90d, 6mo or 1yr is 90d. */
export const parseRange = (value: string | null | undefined): UpcomingRange =>
  isUpcomingRange(value) ? value : DEFAULT_RANGE;

/** SPEC §4: from today through today plus the range, both inclusive, as yyyy-MM-dd. */
export function upcomingWindow(range: UpcomingRange, today: string): { from: string; to: string } {
  return { from: today, to: addDaysTo(today, UPCOMING_RANGES[range]) };
}

/** A page of upcoming rows with a heading before each property's first row on it (SPEC §2: grouped by property). */
export type UpcomingLine =
  | { kind: 'group'; key: string; propertyId: string; propertyName: string }
  | { kind: 'increase'; key: string; row: UpcomingRow };

export function groupByProperty(rows: UpcomingRow[]): UpcomingLine[] {
  const lines: UpcomingLine[] = [];
  let property: string | null = null;
  for (const row of rows) {
    if (row.propertyId !== property)
      lines.push({
        kind: 'group',
        key: `group-${row.propertyId}`,
        propertyId: row.propertyId,
        propertyName: row.propertyName,
      });
    property = row.propertyId;
    lines.push({ kind: 'increase', key: row.id, row });
  }
  return lines;
}

/** The whole window as CSV (the export): SPEC §2's columns with the property, amounts as plain numbers for a spreadsheet. */
export function upcomingCsv(rows: UpcomingRow[]): string {
  const header = ['Property', 'Unit', 'Increase %', 'New Rent', 'Amount', 'Date', 'Applied'];
  return toCsv(
    header,
    rows.map((r) => [
      r.propertyName,
      r.unitLabel,
      csvFixed(r.increasePercent, 1),
      csvFixed(r.newRent),
      csvFixed(r.amount),
      r.effectiveDate,
      r.applied ? 'Yes' : 'No',
    ]),
  );
}
