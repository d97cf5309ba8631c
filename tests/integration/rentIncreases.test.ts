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

  const undo = (c: SupabaseClient, id: string) => c.rpc('undo_rent_increase', { p_id: id });
  const increaseRow = async (id: string) =>
    (
      await client
        .from('rent_increases_with_status')
        .select('status, applied, applied_at, planned_new_rent, taken_back_at')
        .eq('id', id)
        .single()
    ).data;

  it('takes an applied increase back: the old rent returns and the chain recalculates on it', async () => {
    const unit = await newUnit(1000);
    const first = ((await create(client, unit, '2030-01-01', 'Percent', 10)).data as Increase).id;
    await create(client, unit, '2031-01-01', 'Percent', 10);
    // The rent was edited after planning: the take-back returns to it, not to the planned base.
    await client.from('units').update({ monthly_rent: 1200 }).eq('id', unit);
    expect((await client.rpc('apply_rent_increase', { p_id: first })).error).toBeNull();
    expect(await rentOf(unit)).toBe(1100);

    const taken = await undo(client, first);
    expect(taken.error).toBeNull();
    expect(taken.data).toMatchObject({ status: 'Scheduled', applied: false, applied_at: null, rent_before: null });
    expect(await rentOf(unit)).toBe(1200);
    expect(await increaseRow(first)).toMatchObject({ status: 'Scheduled', taken_back_at: expect.any(String) });
    expect(await plannedRents(unit)).toEqual([
      ['2030-01-01', 1320, 'Scheduled'],
      ['2031-01-01', 1450, 'Scheduled'], // 1452
    ]);
    // Applied again, it is the same step as before.
    expect((await client.rpc('apply_rent_increase', { p_id: first })).data).toMatchObject({ planned_new_rent: 1320 });
    expect(await rentOf(unit)).toBe(1320);
  });

  it('refuses to take back an increase past its effective date, not applied, or under a later applied one', async () => {
    const unit = await newUnit(1000);
    const past = ((await create(client, unit, '2020-01-01', 'FixedAmount', 50)).data as Increase).id;
    await client.rpc('apply_rent_increase', { p_id: past });
    expect((await undo(client, past)).error).toMatchObject({
      code: '55000',
      message: 'This rent increase has taken effect and can no longer be taken back',
    });
    expect(await rentOf(unit)).toBe(1050);

    const earlier = ((await create(client, unit, '2030-01-01', 'FixedAmount', 50)).data as Increase).id;
    const later = ((await create(client, unit, '2031-01-01', 'FixedAmount', 50)).data as Increase).id;
    expect((await undo(client, earlier)).error?.message).toBe('This rent increase is not applied');
    await client.rpc('apply_rent_increase', { p_id: earlier });
    await client.rpc('apply_rent_increase', { p_id: later });
    expect(await rentOf(unit)).toBe(1150);
    expect((await undo(client, earlier)).error?.message).toBe(
      'A later increase of this unit is applied: take that one back first',
    );
    expect((await undo(client, later)).error).toBeNull();
    expect(await rentOf(unit)).toBe(1100);
    expect((await undo(client, earlier)).error).toBeNull();
    expect(await rentOf(unit)).toBe(1050);
    expect((await undo(client, '00000000-0000-4000-8000-000000000000')).error?.message).toBe('Rent increase not found');
  });

  it('lets concurrent applies and take-backs of one increase leave the rent matching its state', async () => {
    const unit = await newUnit(1000);
    const id = ((await create(client, unit, '2030-01-01', 'FixedAmount', 100)).data as Increase).id;
    await client.rpc('apply_rent_increase', { p_id: id });
    const undos = await Promise.all(Array.from({ length: 10 }, () => undo(client, id)));
    expect(undos.filter((r) => !r.error)).toHaveLength(1);
    expect(new Set(undos.filter((r) => r.error).map((r) => r.error?.message))).toEqual(
      new Set(['This rent increase is not applied']),
    );
    expect(await rentOf(unit)).toBe(1000);

    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? client.rpc('apply_rent_increase', { p_id: id }) : undo(client, id),
      ),
    );
    expect(mixed.filter((r) => !r.error).length).toBeGreaterThan(0);
    const row = await increaseRow(id);
    expect(await rentOf(unit)).toBe(row?.applied ? 1100 : 1000);
  });

  it("lets another user do none of this to the owner's unit and increases", async () => {
    const unit = await newUnit(1000);
    const id = ((await create(client, unit, '2030-01-01', 'Percent', 10)).data as Increase).id;
    const other = (await signedInClient()).client;
    expect((await create(other, unit, '2031-01-01', 'Percent', 10)).error?.message).toBe('Unit not found');
    expect((await other.rpc('apply_rent_increase', { p_id: id })).error?.message).toBe('Rent increase not found');
    expect((await other.rpc('cancel_rent_increase', { p_id: id })).error?.message).toBe('Rent increase not found');
    expect((await other.rpc('delete_rent_increase', { p_id: id })).error?.message).toBe('Rent increase not found');
    await client.rpc('apply_rent_increase', { p_id: id });
    expect((await undo(other, id)).error?.message).toBe('Rent increase not found');
    expect(await rentOf(unit)).toBe(1100);
    expect((await undo(client, id)).error).toBeNull();
    expect(await plannedRents(unit)).toEqual([['2030-01-01', 1100, 'Scheduled']]);
    expect(await rentOf(unit)).toBe(1000);
  });
});
