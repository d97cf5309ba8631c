/**
 * The simple rules of an export's rows (required fields, lists of values, dates, numbers),
 * checked before anything is sent, so a broken file is refused with the row and the field in
 * words and nothing is half-imported. The database holds the same rules as constraints and, for
 * anything else it refuses, names the row the same way (import_account_rows, migration
 * 20261129000200): "Rent increase 3: status "Bogus" is not one of Scheduled, Applied, Cancelled, Overdue".
 */
type Rule =
  | { kind: 'required' }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'date' }
  | { kind: 'number'; min?: number; above?: number };

type TableRules = { label: string; fields: Record<string, Rule[]> };

const CATEGORIES = ['Water', 'Power', 'Trash', 'Internet', 'HOA', 'Tax', 'Maintenance', 'Insurance', 'Other'] as const;
const required: Rule = { kind: 'required' };
const date: Rule = { kind: 'date' };
const oneOf = (...values: string[]): Rule => ({ kind: 'oneOf', values });
const atLeast = (min: number): Rule => ({ kind: 'number', min });
const above = (bound: number): Rule => ({ kind: 'number', above: bound });

/** The tables' labels and rules, as the schema's check constraints and NOT NULL columns have them. */
export const EXPORT_RULES: Record<string, TableRules> = {
  property_managers: { label: 'Property manager', fields: { name: [required] } },
  properties: {
    label: 'Property',
    fields: {
      name: [required],
      address_line1: [required],
      city: [required],
      state: [required],
      zip: [required],
      loan_amount: [atLeast(0)],
    },
  },
  units: {
    label: 'Unit',
    fields: {
      property_id: [required],
      unit_label: [required],
      monthly_rent: [atLeast(0)],
      lease_status: [oneOf('Vacant', 'MonthToMonth', 'FixedTerm')],
      lease_end_date: [date],
      bedrooms: [oneOf('Studio', '1', '2', '3', '4')],
      security_deposit_amount: [atLeast(0)],
      security_deposit_held_by: [oneOf('Owner', 'Property Manager')],
    },
  },
  vendors: { label: 'Vendor', fields: { name: [required], category: [required, oneOf(...CATEGORIES)] } },
  vendor_property_accounts: {
    label: 'Vendor account',
    fields: { vendor_id: [required], property_id: [required], account_number: [required] },
  },
  tasks: {
    label: 'Task',
    fields: {
      title: [required],
      scope: [required, oneOf('Business', 'Property', 'Unit')],
      status: [oneOf('Open', 'Completed', 'Skipped')],
      due_date: [date],
      next_due_date: [date],
      start_date: [date],
      end_date: [date],
      estimated_cost: [atLeast(0)],
      actual_cost: [atLeast(0)],
    },
  },
  payments: {
    label: 'Payment',
    fields: {
      category: [required, oneOf(...CATEGORIES)],
      amount: [required, above(0)],
      paid_on: [required, date],
      occurrence: [date],
      paid_with: [oneOf('Check', 'Bank transfer', 'Cash', 'Card', 'Other')],
    },
  },
  activities: {
    label: 'Task activity',
    fields: { task_id: [required], action: [required, oneOf('Created', 'Edited', 'Completed', 'Skipped')] },
  },
  unit_notes: { label: 'Note', fields: { unit_id: [required], body: [required] } },
  scheduled_rent_increases: {
    label: 'Rent increase',
    fields: {
      unit_id: [required],
      basis: [required, oneOf('Percent', 'FixedAmount')],
      effective_date: [required, date],
      planned_new_rent: [required, atLeast(0)],
      status: [oneOf('Scheduled', 'Applied', 'Cancelled', 'Overdue')],
      percent: [above(0)],
      amount: [above(0)],
    },
  },
  user_settings: {
    label: 'Settings',
    fields: {
      timezone: [
        oneOf(
          'America/New_York',
          'America/Chicago',
          'America/Denver',
          'America/Los_Angeles',
          'America/Anchorage',
          'Pacific/Honolulu',
        ),
      ],
    },
  },
};

const words = (field: string) => field.replace(/_/g, ' ');
const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function isDate(value: unknown) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** What is wrong with one field, in words, or null. A missing optional field is fine. */
function fieldProblem(field: string, value: unknown, rules: Rule[]): string | null {
  for (const rule of rules) {
    if (rule.kind === 'required') {
      if (blank(value)) return `${words(field)} is required`;
      continue;
    }
    if (value === null || value === undefined) continue;
    if (rule.kind === 'oneOf' && !rule.values.includes(value as string))
      return `${words(field)} "${shown(value)}" is not one of ${rule.values.join(', ')}`;
    if (rule.kind === 'date' && !isDate(value)) return `${words(field)} "${shown(value)}" is not a date (YYYY-MM-DD)`;
    if (rule.kind === 'number') {
      const n = numberOf(value);
      if (n === null) return `${words(field)} "${shown(value)}" is not a number`;
      if (rule.min !== undefined && n < rule.min) return `${words(field)} ${n} is below ${rule.min}`;
      if (rule.above !== undefined && n <= rule.above) return `${words(field)} ${n} must be more than ${rule.above}`;
    }
  }
  return null;
}

/** The first broken row of an export, as a sentence naming the table's row and the field, or null. */
export function exportProblem(tables: Record<string, unknown>): string | null {
  for (const [table, { label, fields }] of Object.entries(EXPORT_RULES)) {
    const rows = tables[table];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) return `The export's ${words(table)} are not a list`;
    for (let i = 0; i < rows.length; i++) {
      const row: unknown = rows[i];
      if (!row || typeof row !== 'object' || Array.isArray(row)) return `${label} ${i + 1} is not a row of fields`;
      for (const [field, rules] of Object.entries(fields)) {
        const problem = fieldProblem(field, (row as Record<string, unknown>)[field], rules);
        if (problem) return `${label} ${i + 1}: ${problem}`;
      }
    }
  }
  return null;
}
