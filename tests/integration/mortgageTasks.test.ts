import type { SupabaseClient } from '@supabase/supabase-js';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

// A recurring mortgage task against the real stack: each completion with a cost is a loan payment
// split by the loan's schedule (never an expense row), once per occurrence; a property without a
// loan is refused with a sentence when the task is saved; Schedule E reads the interest and escrow.

async function propertyWithLoan(client: SupabaseClient, loan: boolean) {
  return insertRow<{ id: string }>(client, 'properties', {
    name: loan ? 'Sycamore Duplex' : 'Cash Cottage',
    address_line1: '12 Sycamore Rd',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    ...(loan
      ? {
          loan_amount: 240000,
          loan_interest_rate: 6.75,
          loan_term_months: 360,
          loan_first_payment_on: '2025-05-01',
          loan_escrow_taxes: 250,
          loan_escrow_insurance: 100,
        }
      : {}),
  });
}

async function complete(client: SupabaseClient, taskId: string, occurrence: string, cost: number) {
  const { error } = await client.rpc('complete_task', {
    p_task_id: taskId,
    p_occurrence: occurrence,
    p_actual_cost: cost,
    p_paid_on: occurrence,
  });
  if (error) throw new Error(error.message);
}

describe('a recurring mortgage task', () => {
  it('books each completion as a loan payment split by the loan, once per occurrence', async () => {
    const { client } = await signedInClient();
    const property = await propertyWithLoan(client, true);
    const task = await insertRow<{ id: string }>(client, 'tasks', {
      title: 'Mortgage',
      scope: 'Property',
      property_id: property.id,
      mortgage_payment: true,
      start_date: '2025-05-01',
      end_date: '2025-12-31',
      recurrence: { type: 'monthly', dayOfMonth: 1 },
    });
    for (const occurrence of ['2025-05-01', '2025-06-01', '2025-07-01'])
      await complete(client, task.id, occurrence, 1906.64);
    // The same occurrence again (a retried request) books nothing more.
    await client.rpc('complete_task', {
      p_task_id: task.id,
      p_occurrence: '2025-07-01',
      p_actual_cost: 1906.64,
      p_paid_on: '2025-07-01',
    });

    const loan = await client
      .from('loan_payments')
      .select('occurrence, amount, interest, escrow_taxes, escrow_insurance, principal')
      .eq('task_id', task.id)
      .order('paid_on');
    // 240,000 at 6.75%: 1,556.64 a month, 1,350.00 of interest on the first; escrow 250 + 100.
    expect(loan.data).toEqual([
      {
        occurrence: '2025-05-01',
        amount: 1906.64,
        interest: 1350,
        escrow_taxes: 250,
        escrow_insurance: 100,
        principal: 206.64,
      },
      {
        occurrence: '2025-06-01',
        amount: 1906.64,
        interest: 1348.84,
        escrow_taxes: 250,
        escrow_insurance: 100,
        principal: 207.8,
      },
      {
        occurrence: '2025-07-01',
        amount: 1906.64,
        interest: 1347.67,
        escrow_taxes: 250,
        escrow_insurance: 100,
        principal: 208.97,
      },
    ]);
    const expenses = await client.from('payments').select('id').eq('task_id', task.id);
    expect(expenses.data).toEqual([]);

    const { data: form, error } = await client.rpc('schedule_e', { p_year: 2025 });
    expect(error).toBeNull();
    const column = (form as { columns: Array<{ property_id: string; lines: Record<string, number> }> }).columns.find(
      (c) => c.property_id === property.id,
    );
    // Interest on line 12, escrowed insurance on 9 and taxes on 16; principal on no line.
    expect(column?.lines).toEqual({ '9': 300, '12': 4046.51, '16': 750, '20': 5096.51, '21': -5096.51 });

    // Deleting the task keeps its payments in the books.
    await client.from('tasks').delete().eq('id', task.id);
    const kept = await client.from('loan_payments').select('task_id').eq('property_id', property.id);
    expect(kept.data).toEqual([{ task_id: null }, { task_id: null }, { task_id: null }]);
  });

  it('is refused with a sentence for a property without a loan, and nothing is saved', async () => {
    const { client } = await signedInClient();
    const property = await propertyWithLoan(client, false);
    const { error } = await client.from('tasks').insert({
      title: 'Mortgage',
      scope: 'Property',
      property_id: property.id,
      mortgage_payment: true,
      due_date: '2025-05-01',
    });
    expect(error?.message).toBe(
      'Add the loan amount and interest rate to the property first, so the payment can be split',
    );
    const tasks = await client.from('tasks').select('id').eq('property_id', property.id);
    expect(tasks.data).toEqual([]);
  });

  it('leaves a task that is not a mortgage payment booking expenses as before', async () => {
    const { client } = await signedInClient();
    const property = await propertyWithLoan(client, true);
    const task = await insertRow<{ id: string }>(client, 'tasks', {
      title: 'Gutter cleaning',
      scope: 'Property',
      property_id: property.id,
      due_date: '2025-05-01',
    });
    await complete(client, task.id, '2025-05-01', 180);
    const expenses = await client.from('payments').select('amount').eq('task_id', task.id);
    expect(expenses.data).toEqual([{ amount: 180 }]);
    const loan = await client.from('loan_payments').select('id').eq('property_id', property.id);
    expect(loan.data).toEqual([]);
  });
});
