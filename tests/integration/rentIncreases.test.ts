import type { SupabaseClient } from '@supabase/supabase-js';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

type Increase = {
  id: string;
  planned_new_rent: number;
  status: string;
  applied: boolean;
  applied_at: string | null;
  effective_date: string;
};

describe('rent increase functions (SPEC §4, §5, §9)', () => {
  let client: SupabaseClient;
  let propertyId: string;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    propertyId = (
      await insertRow<{ id: string }>(client, 'properties', {
        name: 'Rent Court',
        address_line1: '1 Main',
        city: 'X',
        state: 'NC',
        zip: '1',
      })
    ).id;
  });

  const newUnit = async (rent = 1234) =>
    (
      await insertRow<{ id: string }>(client, 'units', {
        property_id: propertyId,
        unit_label: `U${Math.random()}`,
        monthly_rent: rent,
      })
    ).id;
  const create = (c: SupabaseClient, unitId: string, date: string, basis: string, value: number | null) =>
    c.rpc('create_rent_increase', {
      p_unit_id: unitId,
      p_basis: basis,
      p_effective_date: date,
      ...(basis === 'Percent' ? { p_percent: value } : { p_amount: value }),
    });
  const plannedRents = async (unitId: string) =>
    (
      (
        await client
          .from('scheduled_rent_increases')
          .select('effective_date, planned_new_rent, status')
          .eq('unit_id', unitId)
          .order('effective_date')
      ).data ?? []
    ).map((r) => [r.effective_date, r.planned_new_rent, r.status]);
  const rentOf = async (unitId: string) =>
    (await client.from('units').select('monthly_rent').eq('id', unitId).single()).data?.monthly_rent;

  it('creates with a rounded, chained planned rent and recalculates when one is planned earlier', async () => {
    const unit = await newUnit(1234);
    const first = await create(client, unit, '2030-01-01', 'Percent', 3);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      planned_new_rent: 1270,
      status: 'Scheduled',
      applied: false,
      percent: 3,
      amount: null,
    });
    expect((await create(client, unit, '2031-01-01', 'Percent', 3)).data).toMatchObject({ planned_new_rent: 1310 });
    // Planned before both: it becomes their base.
    expect((await create(client, unit, '2029-06-01', 'FixedAmount', 16)).data).toMatchObject({
      planned_new_rent: 1250,
    });
    expect(await plannedRents(unit)).toEqual([
      ['2029-06-01', 1250, 'Scheduled'],
      ['2030-01-01', 1290, 'Scheduled'], // 1287.50 half-way: up
      ['2031-01-01', 1330, 'Scheduled'], // 1328.70
    ]);
  });

  it('refuses an invalid basis, a missing value and a duplicate date', async () => {
    const unit = await newUnit();
    expect((await create(client, unit, '2030-01-01', 'Percent', null)).error?.message).toBe(
      'Invalid basis or missing amount/percent',
    );
    expect((await create(client, unit, '2030-01-01', 'FixedAmount', null)).error?.message).toBe(
      'Invalid basis or missing amount/percent',
    );
    expect((await create(client, unit, '2030-01-01', 'Bonus', 5)).error?.message).toBe(
      'Invalid basis or missing amount/percent',
    );
    expect((await create(client, unit, '2030-01-01', 'Percent', 2)).error).toBeNull();
    const duplicate = await create(client, unit, '2030-01-01', 'FixedAmount', 50);
    expect(duplicate.error?.code).toBe('23505');
    expect(await plannedRents(unit)).toEqual([['2030-01-01', 1260, 'Scheduled']]);
    expect(
      (await create(client, '00000000-0000-4000-8000-000000000000', '2030-01-01', 'Percent', 2)).error?.message,
    ).toBe('Unit not found');
  });

  it('applies once: writes the rent and marks it Applied; a second apply is refused', async () => {
    const unit = await newUnit(1234);
    const { data } = await create(client, unit, '2030-01-01', 'Percent', 3);
    const applied = await client.rpc('apply_rent_increase', { p_id: (data as Increase).id });
    expect(applied.error).toBeNull();
    expect(applied.data).toMatchObject({ status: 'Applied', applied: true, applied_at: expect.any(String) });
    expect(await rentOf(unit)).toBe(1270);
    const again = await client.rpc('apply_rent_increase', { p_id: (data as Increase).id });
    expect(again.error?.message).toBe('This rent increase has already been applied');
    expect(await rentOf(unit)).toBe(1270);
    expect(
      (await client.rpc('apply_rent_increase', { p_id: '00000000-0000-4000-8000-000000000000' })).error?.message,
    ).toBe('Rent increase not found');
  });

  it('gives exactly one success to 20 concurrent applies, and changes the rent once', async () => {
    const unit = await newUnit(1000);
    const { data } = await create(client, unit, '2030-01-01', 'FixedAmount', 100);
    const id = (data as Increase).id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.rpc('apply_rent_increase', { p_id: id })),
    );
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.error).map((r) => r.error?.message))).toEqual(
      new Set(['This rent increase has already been applied']),
    );
    expect(await rentOf(unit)).toBe(1100);
    const { data: row } = await client.from('scheduled_rent_increases').select('status, applied').eq('id', id).single();
    expect(row).toEqual({ status: 'Applied', applied: true });
  });

  it('recalculates later increases when one in the middle is cancelled or deleted', async () => {
    const unit = await newUnit(1000);
    const ids: string[] = [];
    for (const date of ['2030-01-01', '2031-01-01', '2032-01-01'])
      ids.push(((await create(client, unit, date, 'Percent', 10)).data as Increase).id);
    expect((await plannedRents(unit)).map((r) => r[1])).toEqual([1100, 1210, 1330]); // 1331
    expect((await client.rpc('cancel_rent_increase', { p_id: ids[1] })).data).toMatchObject({ status: 'Cancelled' });
    expect(await plannedRents(unit)).toEqual([
      ['2030-01-01', 1100, 'Scheduled'],
      ['2031-01-01', 1210, 'Cancelled'],
      ['2032-01-01', 1210, 'Scheduled'],
    ]);
    expect((await client.rpc('delete_rent_increase', { p_id: ids[0] })).error).toBeNull();
    expect(await plannedRents(unit)).toEqual([
      ['2031-01-01', 1210, 'Cancelled'],
      ['2032-01-01', 1100, 'Scheduled'],
    ]);
    // A cancelled date is free again.
    expect((await create(client, unit, '2031-01-01', 'FixedAmount', 50)).data).toMatchObject({
      planned_new_rent: 1050,
    });
    expect((await plannedRents(unit)).at(-1)).toEqual(['2032-01-01', 1155, 'Scheduled']);
  });

  it('refuses to cancel an applied increase', async () => {
    const unit = await newUnit(1000);
    const id = ((await create(client, unit, '2030-01-01', 'Percent', 10)).data as Increase).id;
    await client.rpc('apply_rent_increase', { p_id: id });
    expect((await client.rpc('cancel_rent_increase', { p_id: id })).error?.message).toBe(
      'This rent increase has already been applied',
    );
  });

  it("lets another user do none of this to the owner's unit and increases", async () => {
    const unit = await newUnit(1000);
    const id = ((await create(client, unit, '2030-01-01', 'Percent', 10)).data as Increase).id;
    const other = (await signedInClient()).client;
    expect((await create(other, unit, '2031-01-01', 'Percent', 10)).error?.message).toBe('Unit not found');
    expect((await other.rpc('apply_rent_increase', { p_id: id })).error?.message).toBe('Rent increase not found');
    expect((await other.rpc('cancel_rent_increase', { p_id: id })).error?.message).toBe('Rent increase not found');
    expect((await other.rpc('delete_rent_increase', { p_id: id })).error?.message).toBe('Rent increase not found');
    expect(await plannedRents(unit)).toEqual([['2030-01-01', 1100, 'Scheduled']]);
    expect(await rentOf(unit)).toBe(1000);
  });
});
