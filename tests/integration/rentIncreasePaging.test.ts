import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, format } from 'date-fns';
import type { Database } from '../../src/api/database.types';
import { rentIncreaseQueries } from '../../src/features/rent-increases/rentIncreaseQueries';
import { EXACT_COUNT_LIMIT } from '../../src/utils/listTotal';
import { upcomingWindow } from '../../src/features/rent-increases/upcomingRules';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

type AppClient = SupabaseClient<Database>;

const now = new Date();
const day = (days: number) => format(addDays(now, days), 'yyyy-MM-dd');
const window90 = upcomingWindow('90d', day(0));
const label = (u: { propertyName: string; unitLabel: string }) => `${u.propertyName} ${u.unitLabel}`;

/**
 * The rent planner's unit picker and list, and the upcoming screen, read pages of a
 * 2,000-unit portfolio searched, ordered and counted by the database. Blocks 01–20 with Units
 * 1–100 each at $1,000; unit n has one increase (5%) on day 1 + n of the next 100 days, so 90 of
 * every 100 fall inside the 90-day window. 'Zed Chain' A ($1,000) holds a chain: 3% on day 20,
 * +$50 on day 50, an applied one, a cancelled one, an overdue one and one beyond a year.
 */
describe('rent planner and upcoming paging', () => {
  let client: AppClient;
  let other: AppClient;
  let chainUnit: string;
  const blocks: string[] = [];

  beforeAll(async () => {
    client = (await signedInClient()).client as AppClient;
    other = (await signedInClient()).client as AppClient;
    for (let p = 0; p < 20; p++) {
      const name = `Block ${String(p + 1).padStart(2, '0')}`;
      const property = await insertRow<{ id: string }>(client, 'properties', {
        name,
        address_line1: '1 High St',
        city: 'X',
        state: 'NC',
        zip: '1',
      });
      blocks.push(property.id);
      const units = await client
        .from('units')
        .insert(
          Array.from({ length: 100 }, (_, i) => ({
            property_id: property.id,
            unit_label: `Unit ${i + 1}`,
            monthly_rent: 1000,
          })),
        )
        .select('id, unit_label');
      expect(units.error).toBeNull();
      const increases = await client.from('scheduled_rent_increases').insert(
        units.data!.map((u) => ({
          unit_id: u.id,
          basis: 'Percent',
          percent: 5,
          effective_date: day(1 + Number(u.unit_label.slice(5))),
          planned_new_rent: 1050,
        })),
      );
      expect(increases.error).toBeNull();
    }
    const zed = await insertRow<{ id: string }>(client, 'properties', {
      name: 'Zed Chain',
      address_line1: '2 Low St',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    chainUnit = (
      await insertRow<{ id: string }>(client, 'units', { property_id: zed.id, unit_label: 'A', monthly_rent: 1000 })
    ).id;
    const plan = async (date: string, basis: 'Percent' | 'FixedAmount', value: number) => {
      const { data, error } = await client.rpc('create_rent_increase', {
        p_unit_id: chainUnit,
        p_basis: basis,
        p_effective_date: date,
        p_percent: basis === 'Percent' ? value : undefined,
        p_amount: basis === 'FixedAmount' ? value : undefined,
      });
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    await plan(day(-3), 'FixedAmount', 0.01); // Overdue: listed whatever the window, and the chain's base
    await plan(day(20), 'Percent', 3);
    await plan(day(50), 'FixedAmount', 50);
    expect((await client.rpc('apply_rent_increase', { p_id: await plan(day(5), 'FixedAmount', 10) })).error).toBeNull();
    expect((await client.rpc('cancel_rent_increase', { p_id: await plan(day(30), 'Percent', 10) })).error).toBeNull();
    await plan(day(400), 'Percent', 2);
  });

  describe('the unit picker (planner_unit_search)', () => {
    it('answers the first page of every unit in the picker order, with the exact count', async () => {
      const { data, error } = await rentIncreaseQueries.searchUnits(client, '');
      expect(error).toBeUndefined();
      expect(data!.total).toBe(2001);
      expect(data!.units).toHaveLength(50);
      // Properties by name, units in natural order (Unit 2 before Unit 10).
      expect(data!.units.slice(0, 11).map(label)).toEqual(
        Array.from({ length: 11 }, (_, i) => `Block 01 Unit ${i + 1}`),
      );
    });

    it('reaches every unit exactly once, page after page, the last page ending on Zed Chain', async () => {
      const seen = new Set<string>();
      let last: string[] = [];
      for (let offset = 0; offset < 2001; offset += 200) {
        const { data, error } = await client.rpc('planner_unit_search', { p_limit: 200, p_offset: offset });
        expect(error).toBeNull();
        data!.forEach((u) => seen.add(u.unit_id));
        last = data!.map((u) => `${u.property_name} ${u.unit_label}`);
      }
      expect(seen.size).toBe(2001);
      expect(last).toEqual(['Zed Chain A']);
    });

    it('finds a unit by its name and its property, every word anywhere, case-insensitively, wildcards taken literally', async () => {
      const one = await rentIncreaseQueries.searchUnits(client, 'block 07 UNIT 42');
      expect(one.data!.units.map(label)).toEqual(['Block 07 Unit 42']);
      expect(one.data!.total).toBe(1);
      // The label the picker shows for a chosen unit finds it again.
      expect((await rentIncreaseQueries.searchUnits(client, 'Block 07 · Unit 42')).data!.units.map(label)).toEqual([
        'Block 07 Unit 42',
      ]);
      const hundreds = await rentIncreaseQueries.searchUnits(client, 'unit 100');
      expect(hundreds.data!.total).toBe(20);
      expect(hundreds.data!.units.every((u) => u.unitLabel === 'Unit 100')).toBe(true);
      expect((await rentIncreaseQueries.searchUnits(client, 'zed')).data!.units.map(label)).toEqual(['Zed Chain A']);
      expect((await rentIncreaseQueries.searchUnits(client, '%')).data).toEqual({ units: [], total: 0 });
      expect((await rentIncreaseQueries.searchUnits(client, 'Unit_1')).data!.total).toBe(0);
    });

    it('reads the chosen unit by id with its own increases only, and null for a unit not found', async () => {
      const { data } = await rentIncreaseQueries.unit(client, chainUnit);
      expect(data).toMatchObject({ unit_label: 'A', monthly_rent: 1010, property: { name: 'Zed Chain' } });
      expect(data!.increases.map((i) => [i.effective_date, i.status])).toEqual([
        [day(-3), 'Overdue'],
        [day(5), 'Applied'],
        [day(20), 'Scheduled'],
        [day(30), 'Cancelled'],
        [day(50), 'Scheduled'],
        [day(400), 'Scheduled'],
      ]);
      expect((await rentIncreaseQueries.unit(client, 'not-a-uuid')).data).toBeNull();
      expect((await rentIncreaseQueries.unit(other, chainUnit)).data).toBeNull();
    });

    it('shows another landlord none of these units', async () => {
      expect((await rentIncreaseQueries.searchUnits(other, '')).data).toEqual({ units: [], total: 0 });
      expect((await rentIncreaseQueries.searchUnits(other, 'block')).data).toEqual({ units: [], total: 0 });
    });
  });

  describe("the planner's list", () => {
    it('reads the first and the last page by date, counted up to the limit', async () => {
      const first = await rentIncreaseQueries.plannedPage(client, 0, 50);
      expect(first.error).toBeUndefined();
      // 2,006 increases: more than the database counts exactly.
      expect(first.data!.total).toEqual({ count: EXACT_COUNT_LIMIT, exact: false });
      expect(first.data!.increases).toHaveLength(50);
      expect(first.data!.increases[0]).toMatchObject({
        effective_date: day(-3),
        status: 'Overdue',
        unit: { unit_label: 'A', property: { name: 'Zed Chain' } },
      });
      const dates = first.data!.increases.map((i) => i.effective_date);
      expect([...dates].sort()).toEqual(dates);
      const last = await rentIncreaseQueries.plannedPage(client, 40, 50);
      expect(last.data!.increases).toHaveLength(6);
      expect(last.data!.increases.at(-1)).toMatchObject({ effective_date: day(400), status: 'Scheduled' });
      // Past the end, and past the limit: no rows, and still only "more than".
      expect((await rentIncreaseQueries.plannedPage(client, 41, 50)).data).toEqual({
        increases: [],
        total: { count: EXACT_COUNT_LIMIT, exact: false },
      });
    });

    it('shows another landlord nothing', async () => {
      expect((await rentIncreaseQueries.plannedPage(other, 0, 50)).data).toEqual({
        increases: [],
        total: { count: 0, exact: true },
      });
    });
  });

  describe('upcoming (upcoming_rent_increases)', () => {
    it('counts the window up to the limit and reads its first page grouped by property, then date, then unit', async () => {
      const { data, error } = await rentIncreaseQueries.upcomingPage(client, window90, 0, 50);
      expect(error).toBeUndefined();
      // Units 1–89 of each block (days 2–90), Zed Chain's two Scheduled ones in the window and its
      // Overdue one: 1,783, more than the list counts.
      expect(data!.total).toEqual({ count: EXACT_COUNT_LIMIT, exact: false });
      // The database stops counting one past the limit.
      const counted = await client.rpc('upcoming_rent_increases', {
        p_from: window90.from,
        p_to: window90.to,
        p_limit: 1,
      });
      expect(counted.data![0].total).toBe(EXACT_COUNT_LIMIT + 1);
      expect(
        data!.rows.slice(0, 3).map((r) => [label(r), r.effectiveDate, r.newRent, r.amount, r.increasePercent]),
      ).toEqual([
        ['Block 01 Unit 1', day(2), 1050, 50, 5],
        ['Block 01 Unit 2', day(3), 1050, 50, 5],
        ['Block 01 Unit 3', day(4), 1050, 50, 5],
      ]);
    });

    it("reads the last page: Zed Chain's steps measured from the chained base", async () => {
      const { data } = await rentIncreaseQueries.upcomingPage(client, window90, 34, 51);
      expect(data!.rows.at(-4)).toMatchObject({ propertyName: 'Block 20', unitLabel: 'Unit 89' });
      expect(data!.rows.at(-3)).toMatchObject({ propertyName: 'Zed Chain', effectiveDate: day(-3), status: 'Overdue' });
      // Base 1,010 (applied on day 5) + 3% → 1,040.30 → $1,040; then +$50 on that → $1,090.
      expect(
        data!.rows
          .slice(-2)
          .map((r) => [label(r), r.effectiveDate, r.newRent, r.amount, Number(r.increasePercent.toFixed(3))]),
      ).toEqual([
        ['Zed Chain A', day(20), 1040, 30, 3],
        ['Zed Chain A', day(50), 1090, 50, 4.808],
      ]);
      expect((await rentIncreaseQueries.upcomingPage(client, window90, 35, 51)).data).toEqual({
        rows: [],
        total: { count: 0, exact: true },
      });
    });

    it('narrows to the range: 30 days hold days 0–30, and the overdue one', async () => {
      const { data } = await rentIncreaseQueries.upcomingPage(client, upcomingWindow('30d', day(0)), 0, 50);
      expect(data!.total).toEqual({ count: 20 * 29 + 2, exact: true });
    });

    it('reads the whole window for the export, beyond one answer of 1,000 rows', async () => {
      const { data, error } = await rentIncreaseQueries.upcomingAll(client, window90);
      expect(error).toBeUndefined();
      expect(data).toHaveLength(20 * 89 + 3);
      expect(new Set(data!.map((r) => r.id)).size).toBe(data!.length);
      expect(
        data!.every(
          (r) =>
            !r.applied &&
            (r.status === 'Overdue' || r.effectiveDate >= window90.from) &&
            r.effectiveDate <= window90.to,
        ),
      ).toBe(true);
    });

    it('shows another landlord nothing', async () => {
      expect((await rentIncreaseQueries.upcomingPage(other, window90, 0, 50)).data).toEqual({
        rows: [],
        total: { count: 0, exact: true },
      });
    });
  });
});
