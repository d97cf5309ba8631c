import type { SupabaseClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { packageZip } from '../../src/features/expenses/accountantPackage';
import { fetchReceipts, readAccountantPackage } from '../../src/features/expenses/accountantPackageQueries';
import { insertRow } from './portfolio';
import { createTestClient, signedInClient } from './support';

// What the accountant's package reads, against the real stack: the year's ledger agrees with
// Schedule E (money in is line 3; each mortgage payment is there whole, its interest on line 12 and
// its principal on no line), interest per lender takes the lender's 1098 where entered, and nobody
// else reads any of it.

type LedgerRow = {
  on_day: string;
  direction: string;
  kind: string;
  property_name: string | null;
  party: string | null;
  schedule_e_line: number | null;
  amount: number;
  interest: number | null;
  escrow: number | null;
  principal: number | null;
};

const cents = (n: number) => Math.round(n * 100);
const sum = (rows: { amount: number }[]) => rows.reduce((s, r) => s + cents(r.amount), 0);

async function ledger(client: SupabaseClient, year: number): Promise<LedgerRow[]> {
  const { data, error } = await client.rpc('year_ledger', { p_year: year });
  if (error) throw new Error(error.message);
  return data as LedgerRow[];
}

async function makeBooks(client: SupabaseClient) {
  const property = await insertRow<{ id: string }>(client, 'properties', {
    name: 'Sycamore Duplex',
    address_line1: '4 Sycamore',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    lender_name: 'First Carolina Bank',
    loan_number: 'FC-1',
    loan_amount: 240000,
    loan_interest_rate: 6.75,
    loan_term_months: 360,
    loan_first_payment_on: '2025-05-01',
    loan_escrow_taxes: 250,
    loan_escrow_insurance: 100,
  });
  const unit = await insertRow<{ id: string }>(client, 'units', { property_id: property.id, unit_label: 'A' });
  const tenancy = await insertRow<{ id: string }>(client, 'tenancies', {
    unit_id: unit.id,
    tenants: [{ name: 'Ana Diaz' }],
    start_on: '2025-04-01',
    monthly_rent: 1500,
    rent_tracked_from: '2025-04-01',
  });
  const vendor = await insertRow<{ id: string }>(client, 'vendors', { name: 'Ace Plumbing', category: 'Maintenance' });
  for (const paidOn of ['2025-04-01', '2025-05-01', '2026-01-02'])
    await insertRow(client, 'rent_payments', {
      tenancy_id: tenancy.id,
      paid_on: paidOn,
      amount: 1500,
      method: 'Check',
    });
  await insertRow(client, 'payments', {
    property_id: property.id,
    vendor_id: vendor.id,
    paid_on: '2025-06-10',
    amount: 450,
    category: 'Maintenance',
    tax_line: 14,
  });
  await insertRow(client, 'payments', {
    property_id: property.id,
    paid_on: '2025-08-05',
    amount: 12000,
    category: 'Maintenance',
    tax_line: 14,
    is_improvement: true,
    placed_in_service_on: '2025-08-05',
  });
  for (const paidOn of ['2025-05-01', '2025-06-01'])
    await insertRow(client, 'loan_payments', { property_id: property.id, paid_on: paidOn, amount: 1906.64 });
  return property;
}

describe("the accountant's package reads", () => {
  it('a ledger of every dollar of the year that agrees with Schedule E, principal on no line', async () => {
    const { client } = await signedInClient();
    await makeBooks(client);
    const rows = await ledger(client, 2025);
    expect(
      rows.map((r) => [r.on_day, r.direction, r.kind, r.party, r.schedule_e_line, Number(r.amount), r.principal]),
    ).toEqual([
      ['2025-04-01', 'In', 'Rent', 'Ana Diaz', 3, 1500, null],
      ['2025-05-01', 'In', 'Rent', 'Ana Diaz', 3, 1500, null],
      ['2025-05-01', 'Out', 'Mortgage payment', 'First Carolina Bank', 12, 1906.64, 206.64],
      ['2025-06-01', 'Out', 'Mortgage payment', 'First Carolina Bank', 12, 1906.64, 207.8],
      ['2025-06-10', 'Out', 'Expense', 'Ace Plumbing', 14, 450, null],
      ['2025-08-05', 'Out', 'Improvement', null, null, 12000, null],
    ]);
    const { data: form } = await client.rpc('schedule_e', { p_year: 2025 });
    const totals = (form as { totals: Record<string, number> }).totals;
    expect(sum(rows.filter((r) => r.direction === 'In'))).toBe(cents(totals['3']));
    const loans = rows.filter((r) => r.kind === 'Mortgage payment');
    expect(loans.reduce((s, r) => s + cents(r.interest!), 0)).toBe(cents(totals['12']));
    // 1,350.00 + 1,348.84 of interest; 700 of escrow; the rest principal.
    expect(loans.map((r) => [r.interest, r.escrow])).toEqual([
      [1350, 350],
      [1348.84, 350],
    ]);
    expect((await ledger(client, 2026)).map((r) => r.on_day)).toEqual(['2026-01-02']);
  });

  it("interest per lender: the payments' split, or the lender's 1098 where entered", async () => {
    const { client } = await signedInClient();
    const property = await makeBooks(client);
    const byLender = async () => (await client.rpc('mortgage_interest_by_lender', { p_year: 2025 })).data;
    expect(await byLender()).toEqual([
      {
        lender_name: 'First Carolina Bank',
        loan_number: 'FC-1',
        property_id: property.id,
        property_name: 'Sycamore Duplex',
        interest: 2698.84,
        source: 'Mortgage payments',
      },
    ]);
    await insertRow(client, 'loan_statements', { property_id: property.id, year: 2025, interest: 2701.5 });
    expect(await byLender()).toMatchObject([{ interest: 2701.5, source: 'Form 1098' }]);
    expect((await client.rpc('mortgage_interest_by_lender', { p_year: 2024 })).data).toEqual([]);
  });

  it('all of it as the package button reads it: the form, ledger, depreciation, interest and 1099 totals', async () => {
    const { client } = await signedInClient();
    await makeBooks(client);
    const reads = await readAccountantPackage(client as never, 2025);
    expect(reads.error).toBeUndefined();
    const { scheduleE, ledger: rows, depreciation, interest, form1099 } = reads.data!;
    expect(scheduleE.columns.map((c) => c.name)).toEqual(['Sycamore Duplex']);
    expect(rows).toHaveLength(6);
    // The roof alone: the property has no purchase price, so no building.
    expect(depreciation.map((a) => [a.kind, a.amount])).toEqual([['Improvement', 163.68]]);
    expect(interest.map((i) => i.interest)).toEqual([2698.84]);
    // $450 to the plumber in 2025: under that year's $600, no 1099.
    expect(form1099.map((v) => [v.vendor_name, v.paid, v.threshold, v.needs_1099])).toEqual([
      ['Ace Plumbing', 450, 600, false],
    ]);
  });

  it("with the receipts of the year's payments, named by what the package names them after", async () => {
    const { client, user } = await signedInClient();
    const property = await makeBooks(client);
    const payments = await client.from('payments').select('id, paid_on').order('paid_on');
    const plumber = payments.data!.find((p) => p.paid_on === '2025-06-10')!;
    const lastYear = await insertRow<{ id: string }>(client, 'payments', {
      property_id: property.id,
      paid_on: '2024-12-31',
      amount: 80,
      category: 'Maintenance',
      tax_line: 14,
    });
    const attach = (id: string, payment_id: string, content_type: string) =>
      insertRow(client, 'documents', {
        id,
        object_name: `${user.id}/${id}/receipt`,
        name: 'Receipt',
        kind: 'Receipt',
        content_type,
        size_bytes: 100,
        payment_id,
      });
    await attach('00000000-0000-4000-8000-00000000000a', plumber.id, 'image/jpeg');
    await attach('00000000-0000-4000-8000-00000000000b', plumber.id, 'application/pdf');
    await attach('00000000-0000-4000-8000-00000000000c', lastYear.id, 'image/png');
    const reads = await readAccountantPackage(client as never, 2025);
    expect(reads.error).toBeUndefined();
    expect(reads.data!.receipts).toEqual([
      {
        payment_id: plumber.id,
        paid_on: '2025-06-10',
        vendor_name: 'Ace Plumbing',
        amount: 450,
        content_type: 'image/jpeg',
        object_name: `${user.id}/00000000-0000-4000-8000-00000000000a/receipt`,
      },
      expect.objectContaining({ content_type: 'application/pdf', payment_id: plumber.id }),
    ]);
    // Their files, read from Storage as the landlord, land in the zip under the names the ledger gives.
    for (const ref of reads.data!.receipts) {
      const { error } = await client.storage
        .from('documents')
        .upload(ref.object_name, new Uint8Array([1, 2, 3, ref.content_type.length]), { contentType: ref.content_type });
      expect(error).toBeNull();
    }
    const files = await fetchReceipts(reads.data!.receipts, async (name) => {
      const file = await client.storage.from('documents').download(name);
      if (file.error) throw file.error;
      return new Uint8Array(await file.data.arrayBuffer());
    });
    const zip = unzipSync(packageZip({ ...reads.data!, receipts: files, preparedOn: '2026-01-15' }));
    expect([...zip['Rental books 2025/Receipts/2025-06-10 Ace Plumbing $450.00.jpg']]).toEqual([1, 2, 3, 10]);
    expect([...zip['Rental books 2025/Receipts/2025-06-10 Ace Plumbing $450.00.pdf']]).toEqual([1, 2, 3, 15]);
  });

  it('to nobody else: another landlord and anon read nothing', async () => {
    const { client } = await signedInClient();
    await makeBooks(client);
    const { client: other } = await signedInClient();
    expect(await ledger(other, 2025)).toEqual([]);
    expect(await ledger(client, 2025)).toHaveLength(6);
    expect((await other.rpc('mortgage_interest_by_lender', { p_year: 2025 })).data).toEqual([]);
    const anon = createTestClient();
    expect((await anon.rpc('year_ledger', { p_year: 2025 })).error).not.toBeNull();
    expect((await anon.rpc('mortgage_interest_by_lender', { p_year: 2025 })).error).not.toBeNull();
  });
});
