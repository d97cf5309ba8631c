import type { SupabaseClient } from '@supabase/supabase-js';
import cases from '../cases/rentIncreaseCases.json';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

// The same table as src/features/rent-increases/rentCases.test.ts, against create_rent_increase.
describe('create_rent_increase against the shared rent cases', () => {
  let client: SupabaseClient;
  let propertyId: string;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    propertyId = (
      await insertRow<{ id: string }>(client, 'properties', {
        name: 'Case Court',
        address_line1: '1 Main',
        city: 'X',
        state: 'NC',
        zip: '1',
      })
    ).id;
  });

  const newUnit = async (rent: number) =>
    (
      await insertRow<{ id: string }>(client, 'units', {
        property_id: propertyId,
        unit_label: `U${Math.random()}`,
        monthly_rent: rent,
      })
    ).id;
  const create = (unitId: string, c: { date: string; basis: string; value: number }) =>
    client.rpc('create_rent_increase', {
      p_unit_id: unitId,
      p_basis: c.basis,
      p_effective_date: c.date,
      ...(c.basis === 'Percent' ? { p_percent: c.value } : { p_amount: c.value }),
    });

  it.each(cases.rounding)('$name', async ({ rent, basis, value, planned }) => {
    const { data, error } = await create(await newUnit(rent), { date: '2030-01-01', basis, value });
    expect(error).toBeNull();
    expect(Number(data.planned_new_rent)).toBe(planned);
  });

  it.each(cases.chains)('$name', async ({ rent, created, finally: final }) => {
    const unitId = await newUnit(rent);
    for (const c of created) {
      const { data, error } = await create(unitId, c);
      expect(error).toBeNull();
      expect({ date: c.date, planned: Number(data.planned_new_rent) }).toEqual({ date: c.date, planned: c.planned });
    }
    const rows =
      (
        await client
          .from('scheduled_rent_increases')
          .select('effective_date, planned_new_rent')
          .eq('unit_id', unitId)
          .order('effective_date')
      ).data ?? [];
    expect(rows.map((r) => [r.effective_date, Number(r.planned_new_rent)])).toEqual(final);
  });
});
