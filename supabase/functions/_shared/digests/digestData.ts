import type { SupabaseClient } from '@supabase/supabase-js';
import { DIGEST_WINDOWS, form1099Year, type DigestData } from './digestRules.ts';
import { addCalendarDays, zonedParts } from './zonedTime.ts';

/**
 * The rows each read below returns. The Edge Function's bundle cannot import
 * src/api/database.types.ts (outside supabase/functions), so these are written
 * out; tests/integration/digests.test.ts runs these reads against the real schema.
 */
interface TaskDueRow {
  id: string;
  title: string;
  /** The database's effective due date (the tasks.due_on column): the next occurrence, else the due date, else the start. */
  due_on: string | null;
  property: { name: string } | null;
  unit: { unit_label: string } | null;
  vendor: { name: string } | null;
  /** The database's vendor_account: the vendor's account for the task's property, else its default. */
  vendor_account: string | null;
}
interface PaymentRow {
  id: string;
  amount: number | string;
  paid_on: string;
  memo: string | null;
  task: { id: string; title: string } | null;
  vendor: { id: string; name: string } | null;
}
interface JumpRow {
  task_id: string | null;
  task_title: string | null;
  amount: number | string;
  usual: number | string;
  ratio: number | string;
  paid_on: string | null;
}
interface CompletionRow {
  task_id: string;
  at: string;
  details: unknown;
  task: { title: string } | null;
}
/** public.rent_reminders(p_user): rent not received and deposits to settle, on the landlord's day. */
interface RentRemindersDoc {
  not_received: Array<{
    tenancy_id: string;
    tenants: string | null;
    unit_label: string;
    property_name: string;
    balance: number | string;
    month_open: number | string | null;
    due_on: string | null;
    late: boolean;
    late_since: string | null;
  }>;
  deposits_due: Array<{
    tenancy_id: string;
    tenants: string | null;
    unit_label: string;
    property_name: string;
    deposit_amount: number | string;
    return_by: string;
  }>;
}
/** public.form_1099_totals(p_year, p_user): the columns the digest reads, never the tax id. */
interface Form1099Row {
  vendor_id: string;
  vendor_name: string;
  paid: number | string;
  missing_w9: boolean;
}
/** public.documents_expiring(p_user, p_on): expired and expiring documents, with what they belong to. */
interface DocumentExpiringRow {
  id: string;
  name: string;
  kind: string;
  expires_on: string;
  status: 'expired' | 'expiring';
  property_id: string | null;
  property_name: string | null;
  unit_label: string | null;
  tenancy_id: string | null;
  tenants: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
}
interface RentIncreaseRow {
  id: string;
  effective_date: string;
  planned_new_rent: number | string;
  unit: {
    unit_label: string;
    monthly_rent: number | string | null;
    property: { id: string; name: string } | null;
  } | null;
}

/**
 * Loads what a digest needs for one user: the one place a digest reads data.
 * The send-digests function calls it with the service-role key, which bypasses
 * RLS, so EVERY query filters on user_id explicitly; the Settings preview
 * calls it with the user's own session. Pure of browser and Deno APIs: the
 * client is passed in.
 */
export async function loadDigestData(
  client: SupabaseClient,
  userId: string,
  { now, timezone }: { now: Date; timezone: string },
): Promise<DigestData> {
  const today = zonedParts(now, timezone).date;
  const horizon = addCalendarDays(today, DIGEST_WINDOWS.weekly.ahead);
  const since = new Date(now.getTime() - DIGEST_WINDOWS.weekly.back * 24 * 60 * 60 * 1000).toISOString();

  const year1099 = form1099Year(today);
  const [tasks, spend, jumps, completions, rent, reminders, totals1099, documents] = await Promise.all([
    client
      .from('tasks')
      .select(
        'id, title, due_on, vendor_account, property:properties(name), unit:units(unit_label), vendor:vendors(name)',
      )
      .eq('user_id', userId)
      .eq('status', 'Open')
      .lte('due_on', horizon)
      .limit(2000),
    // Spend from the ledger: every payment of the last 7 days, today included.
    client
      .from('payments')
      .select('id, amount, paid_on, memo, task:tasks(id, title), vendor:vendors(id, name)')
      .eq('user_id', userId)
      .gte('paid_on', addCalendarDays(today, 1 - DIGEST_WINDOWS.weekly.back))
      .lte('paid_on', today)
      .limit(5000),
    client
      .from('payment_jumps')
      .select('task_id, task_title, amount, usual, ratio, paid_on')
      .eq('user_id', userId)
      .gte('paid_on', addCalendarDays(today, 1 - DIGEST_WINDOWS.weekly.back))
      .lte('paid_on', today)
      .order('paid_on', { ascending: false })
      .limit(100),
    client
      .from('activities')
      .select('task_id, at, details, task:tasks(title)')
      .eq('user_id', userId)
      .eq('action', 'Completed')
      .gte('at', since)
      .order('at', { ascending: false })
      .limit(500),
    client
      .from('scheduled_rent_increases')
      .select(
        'id, effective_date, planned_new_rent, unit:units(unit_label, monthly_rent, property:properties(id, name))',
      )
      .eq('user_id', userId)
      .eq('applied', false)
      .in('status', ['Scheduled', 'Overdue'])
      .lte('effective_date', horizon)
      .limit(1000),
    // Catches the landlord's rent up first, so this month's charges are there.
    client.rpc('rent_reminders', { p_user: userId }),
    // In the months the weekly digest reminds of 1099s: the vendors that need one and have no W-9.
    year1099 === null
      ? Promise.resolve({ data: [], error: null })
      : client
          .rpc('form_1099_totals', { p_year: year1099, p_user: userId })
          .select('vendor_id, vendor_name, paid, missing_w9')
          .eq('missing_w9', true),
    // Documents to renew on the digest's day (not renewed since): at most a year's worth of lines.
    client
      .rpc('documents_expiring', { p_user: userId, p_on: today })
      .select(
        'id, name, kind, expires_on, status, property_id, property_name, unit_label, tenancy_id, tenants, vendor_id, vendor_name',
      )
      .limit(500),
  ]);
  for (const r of [tasks, spend, jumps, completions, rent, reminders, totals1099, documents])
    if (r.error) throw r.error;
  const doc = (reminders.data ?? { not_received: [], deposits_due: [] }) as RentRemindersDoc;

  return {
    tasks: ((tasks.data ?? []) as unknown as TaskDueRow[]).flatMap((t) =>
      t.due_on
        ? [
            {
              id: t.id,
              title: t.title,
              due: t.due_on,
              propertyName: t.property?.name ?? null,
              unitLabel: t.unit?.unit_label ?? null,
              vendorName: t.vendor?.name ?? null,
              account: t.vendor_account ?? null,
            },
          ]
        : [],
    ),
    spend: ((spend.data ?? []) as unknown as PaymentRow[]).map((p) => ({
      taskId: p.task?.id ?? p.id,
      title: p.task?.title ?? (p.memo || 'Expense'),
      vendorId: p.vendor?.id ?? null,
      vendorName: p.vendor?.name ?? null,
      amount: Number(p.amount),
      paidOn: p.paid_on,
    })),
    jumps: ((jumps.data ?? []) as unknown as JumpRow[]).flatMap((j) =>
      j.task_id && j.paid_on
        ? [
            {
              taskId: j.task_id,
              title: j.task_title ?? 'Task',
              amount: Number(j.amount),
              usual: Number(j.usual),
              ratio: Number(j.ratio),
              paidOn: j.paid_on,
            },
          ]
        : [],
    ),
    completions: ((completions.data ?? []) as unknown as CompletionRow[]).map((a) => {
      const cost = (a.details as { actual_cost?: number | string | null } | null)?.actual_cost;
      return {
        taskId: a.task_id,
        title: a.task?.title ?? 'Task',
        at: a.at,
        actualCost: cost === undefined || cost === null ? null : Number(cost),
      };
    }),
    rentIncreases: ((rent.data ?? []) as unknown as RentIncreaseRow[]).flatMap((r) =>
      r.unit
        ? [
            {
              id: r.id,
              propertyId: r.unit.property?.id ?? '',
              propertyName: r.unit.property?.name ?? '',
              unitLabel: r.unit.unit_label,
              effectiveDate: r.effective_date,
              currentRent: r.unit.monthly_rent === null ? null : Number(r.unit.monthly_rent),
              newRent: Number(r.planned_new_rent),
            },
          ]
        : [],
    ),
    rentDue: doc.not_received.map((r) => ({
      tenancyId: r.tenancy_id,
      tenants: r.tenants,
      propertyName: r.property_name,
      unitLabel: r.unit_label,
      balance: Number(r.balance),
      monthOpen: r.month_open === null ? null : Number(r.month_open),
      dueOn: r.due_on,
      late: r.late,
      lateSince: r.late_since,
    })),
    depositsDue: doc.deposits_due.map((d) => ({
      tenancyId: d.tenancy_id,
      tenants: d.tenants,
      propertyName: d.property_name,
      unitLabel: d.unit_label,
      amount: Number(d.deposit_amount),
      returnBy: d.return_by,
    })),
    missingW9: ((totals1099.data ?? []) as unknown as Form1099Row[]).map((v) => ({
      vendorId: v.vendor_id,
      vendorName: v.vendor_name,
      paid: Number(v.paid),
    })),
    documents: ((documents.data ?? []) as unknown as DocumentExpiringRow[]).map((d) => ({
      id: d.id,
      name: d.name,
      kind: d.kind,
      expiresOn: d.expires_on,
      status: d.status,
      propertyId: d.property_id,
      propertyName: d.property_name,
      unitLabel: d.unit_label,
      tenancyId: d.tenancy_id,
      tenants: d.tenants,
      vendorId: d.vendor_id,
      vendorName: d.vendor_name,
    })),
  };
}
