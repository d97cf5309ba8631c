import type { SupabaseClient } from '@supabase/supabase-js';
import { createPortfolio, type Portfolio } from './portfolio';
import { signedInClient } from './support';

// Overdue is computed when read (rent_increases_with_status), never stored.
describe('rent increase status: Overdue computed in the database', () => {
  let client: SupabaseClient;
  let p: Portfolio;
  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client);
  });

  const create = async (effectiveDate: string) => {
    const { data, error } = await client.rpc('create_rent_increase', {
      p_unit_id: p.unit.id,
      p_basis: 'FixedAmount',
      p_effective_date: effectiveDate,
      p_amount: 25,
    });
    if (error) throw new Error(error.message);
    return data as { id: string };
  };
  const status = async (id: string) =>
    (await client.from('rent_increases_with_status').select('status').eq('id', id).single()).data?.status;

  it('shows a Scheduled increase whose date has passed as Overdue, a future one as Scheduled', async () => {
    const past = await create('2020-03-01');
    const future = await create('2099-03-01');
    expect(await status(past.id)).toBe('Overdue');
    expect(await status(future.id)).toBe('Scheduled');
    const { data } = await client
      .from('rent_increases_with_status')
      .select('id, unit:units!inner(unit_label, property:properties!inner(name))')
      .in('status', ['Scheduled', 'Overdue'])
      .eq('applied', false)
      .order('effective_date');
    expect(data?.map((r) => r.id)).toEqual(expect.arrayContaining([past.id, future.id]));
  });

  it('keeps Applied and Cancelled as they are, past or not', async () => {
    const applied = await create('2021-05-01');
    const cancelled = await create('2021-06-01');
    await client.rpc('apply_rent_increase', { p_id: applied.id });
    await client.rpc('cancel_rent_increase', { p_id: cancelled.id });
    expect(await status(applied.id)).toBe('Applied');
    expect(await status(cancelled.id)).toBe('Cancelled');
  });

  it('stores a written Overdue as Scheduled, so it never goes stale', async () => {
    const { data, error } = await client
      .from('scheduled_rent_increases')
      .insert({
        unit_id: p.unit.id,
        basis: 'Percent',
        percent: 3,
        effective_date: '2022-01-01',
        planned_new_rent: 1030,
        status: 'Overdue',
      })
      .select('id, status')
      .single();
    expect(error).toBeNull();
    expect(data?.status).toBe('Scheduled');
    expect(await status(data!.id)).toBe('Overdue');
  });
});
