import { addDays, format, startOfDay } from 'date-fns';
import { chainedBase, type ChainItem } from './rentRules';

/** SPEC §9 upcoming ranges, in days. */
export const UPCOMING_RANGES = { '30d': 30, '60d': 60, '90d': 90, '6mo': 180, '1yr': 365 } as const;
export type UpcomingRange = keyof typeof UPCOMING_RANGES;
export const DEFAULT_RANGE: UpcomingRange = '90d';
export const RANGE_KEYS = Object.keys(UPCOMING_RANGES) as UpcomingRange[];

export const isUpcomingRange = (value: string | null | undefined): value is UpcomingRange =>
  !!value && Object.prototype.hasOwnProperty.call(UPCOMING_RANGES, value);

/** SPEC §2: anything but 30d, 60d, 90d, 6mo or 1yr is 90d. */
export const parseRange = (value: string | null | undefined): UpcomingRange => (isUpcomingRange(value) ? value : DEFAULT_RANGE);

/** SPEC §4: from today through today plus the range, both inclusive, as yyyy-MM-dd. */
export function upcomingWindow(range: UpcomingRange, now: Date): { from: string; to: string } {
  const today = startOfDay(now);
  return { from: format(today, 'yyyy-MM-dd'), to: format(addDays(today, UPCOMING_RANGES[range]), 'yyyy-MM-dd') };
}

/** SPEC §4: Scheduled or Overdue and not applied count as upcoming. */
export const isUpcoming = (i: { status: string; applied: boolean }) => !i.applied && (i.status === 'Scheduled' || i.status === 'Overdue');

export interface ListedIncrease extends ChainItem {
  unit_id: string;
  applied: boolean;
  unit: { id: string; unit_label: string; monthly_rent: number | null; property: { id: string; name: string } };
}

export interface UpcomingRow {
  id: string;
  propertyId: string;
  propertyName: string;
  unitLabel: string;
  increasePercent: number;
  newRent: number;
  amount: number;
  effectiveDate: string;
  applied: boolean;
}

/**
 * SPEC §2 upcoming view rows: sorted by property name, then date, then unit.
 * Amount (and a fixed amount's percent) are measured against the chained base (the rent the unit
 * will pay just before), so a second increase shows its own step.
 * `all` holds every listed increase, so earlier ones outside the window still chain.
 */
export function upcomingRows(all: ListedIncrease[], window: { from: string; to: string }): UpcomingRow[] {
  return all
    .filter((i) => isUpcoming(i) && i.effective_date >= window.from && i.effective_date <= window.to)
    .map((i) => {
      const base = chainedBase(
        i.unit.monthly_rent,
        all.filter((o) => o.unit_id === i.unit_id),
        i.effective_date,
      );
      const newRent = Number(i.planned_new_rent);
      return {
        id: i.id,
        propertyId: i.unit.property.id,
        propertyName: i.unit.property.name,
        unitLabel: i.unit.unit_label,
        // The planned percent as entered; a fixed amount shows its share of the base.
        increasePercent: i.basis === 'Percent' && i.percent !== null ? Number(i.percent) : base > 0 ? ((newRent - base) / base) * 100 : 0,
        newRent,
        amount: newRent - base,
        effectiveDate: i.effective_date,
        applied: i.applied,
      };
    })
    .sort(
      (a, b) =>
        a.propertyName.localeCompare(b.propertyName) ||
        a.effectiveDate.localeCompare(b.effectiveDate) ||
        a.unitLabel.localeCompare(b.unitLabel, undefined, { numeric: true }),
    );
}
