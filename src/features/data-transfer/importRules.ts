import { restoreNeutralised } from '../../utils/csv';
import { toLink } from '../../utils/links';
import { rowCount } from './rowCount';
import { IMPORT_KINDS, type ImportField, type ImportKind } from './importKinds';
import { parseChoice, parseMoneyCell, parseUsDate, parseWhole, parseYesNo, squash, type Parsed } from './usParsing';

/** Field key → the column (index in the file's header row) it is read from, or null. */
export type ColumnMapping = Record<string, number | null>;

/** Matches the file's headers to the kind's fields: label or synonym, case, spaces and punctuation ignored. */
export function matchHeaders(kind: ImportKind, headers: string[]): ColumnMapping {
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  const keys = headers.map(squash);
  for (const field of IMPORT_KINDS[kind].fields) {
    const names = [field.label, ...field.synonyms].map(squash);
    // The label wins over a synonym elsewhere ("Notes" vs "Unit notes").
    const found = names
      .map((name) => keys.findIndex((key, i) => !used.has(i) && key !== '' && key === name))
      .find((i) => i >= 0);
    mapping[field.key] = found ?? null;
    if (found !== undefined) used.add(found);
  }
  return mapping;
}

/** Why a file cannot be this kind of import, or null: the columns rows are matched on must be there. */
export function mappingProblem(kind: ImportKind, mapping: ColumnMapping): string | null {
  const def = IMPORT_KINDS[kind];
  const missing = def.required.filter((key) => mapping[key] === null || mapping[key] === undefined);
  if (missing.length === 0) return null;
  const labels = missing.map((key) => def.fields.find((f) => f.key === key)!.label);
  return `This does not look like a CSV of ${def.noun}: no column for ${labels.join(' or ')}. Choose the columns below, or download the template.`;
}

type Value = string | number | boolean | string[] | null;

function parseCell(field: ImportField, cell: string): Parsed<Value> {
  switch (field.type) {
    case 'money':
      return parseMoneyCell(cell, field.label);
    case 'date':
      return parseUsDate(cell, field.label);
    case 'yesno':
      return parseYesNo(cell, field.label);
    case 'whole':
      return parseWhole(cell, field.label, field.min, field.max);
    case 'choice': {
      const parsed = parseChoice(cell, field.label, field.choices);
      return field.numeric && parsed.value != null ? { value: Number(parsed.value) } : parsed;
    }
    case 'dates': {
      const parts = cell
        .split(/[;,\s]+/)
        .filter(Boolean)
        .map((d) => parseUsDate(d, field.label));
      const bad = parts.find((p) => p.error);
      return bad ?? { value: parts.length ? parts.map((p) => p.value as string) : null };
    }
    case 'url': {
      // The forms' link rule: https:// added when there is no scheme (SPEC §5), javascript:, data: and the like refused.
      const link = toLink(cell);
      return link.error ? { error: `${field.label}: ${link.error}` } : link;
    }
    default:
      return { value: cell.trim() === '' ? null : cell.trim() };
  }
}

// "Quarterly" and "Yearly" are every 3 and 12 months unless the file says otherwise.
const DEFAULT_INTERVAL: Record<string, number> = { quarterly: 3, yearly: 12, annually: 12, annual: 12 };

export interface BuiltRow {
  /** 1-based line of the data row in the file (the header is line 1). */
  line: number;
  cells: string[];
  /** The row for import_csv_rows, or null when a cell could not be read. */
  payload: Record<string, unknown> | null;
  errors: string[];
}

/** Reads one data row with the mapping: typed values in groups, or the messages of the cells that are wrong. */
export function buildRow(kind: ImportKind, mapping: ColumnMapping, cells: string[], line: number): BuiltRow {
  const groups: Record<string, Record<string, Value>> = {};
  const errors: string[] = [];
  for (const field of IMPORT_KINDS[kind].fields) {
    const column = mapping[field.key];
    if (column === null || column === undefined) continue;
    const cell = restoreNeutralised(cells[column] ?? '');
    const parsed = parseCell(field, cell);
    if (parsed.error) errors.push(parsed.error);
    const [group, name] = field.key.split('.');
    (groups[group] ??= {})[name] = parsed.value ?? null;
    if (field.key === 'recurrence.type' && DEFAULT_INTERVAL[squash(cell)])
      groups.recurrence.defaultInterval = DEFAULT_INTERVAL[squash(cell)];
  }
  if (errors.length) return { line, cells, payload: null, errors };
  return { line, cells, payload: toPayload(kind, groups), errors };
}

const allEmpty = (group: Record<string, Value> | undefined) => !group || Object.values(group).every((v) => v === null);

function toPayload(kind: ImportKind, groups: Record<string, Record<string, Value>>): Record<string, unknown> {
  if (kind === 'properties')
    return { property: groups.property ?? {}, unit: allEmpty(groups.unit) ? null : groups.unit };
  if (kind === 'vendors')
    return { vendor: groups.vendor ?? {}, account: allEmpty(groups.account) ? null : groups.account };
  if (kind === 'tenancies') return { tenancy: groups.tenancy ?? {} };
  if (kind === 'rentPayments') return { payment: groups.payment ?? {} };
  const { defaultInterval, ...recurrence } = groups.recurrence ?? {};
  const repeating = recurrence.type && recurrence.type !== 'none';
  const cleaned = Object.fromEntries(Object.entries(recurrence).filter(([, v]) => v !== null));
  if (repeating && recurrence.type === 'everyXMonths' && cleaned.interval === undefined && defaultInterval)
    cleaned.interval = defaultInterval;
  return { task: { ...groups.task, recurrence: repeating ? cleaned : null } };
}

export type Outcome = 'new' | 'update' | 'unchanged' | 'error';
export interface DbRowResult {
  outcome: Outcome;
  message?: string;
  parts?: Record<string, 'new' | 'update' | 'unchanged'>;
}
/** What import_csv_rows answers (jsonb), read once at the API boundary: each row's outcome checked. */
export interface ImportAnswer {
  rows: DbRowResult[];
  errors: number;
}
const OUTCOMES: readonly string[] = ['new', 'update', 'unchanged', 'error'];
const PART_STATES: readonly string[] = ['new', 'update', 'unchanged'];
type Loose = { [key: string]: unknown };
const isLoose = (value: unknown): value is Loose => !!value && typeof value === 'object' && !Array.isArray(value);

export function parseImportAnswer(value: unknown): ImportAnswer {
  const answer = isLoose(value) ? value : {};
  const rows = (Array.isArray(answer.rows) ? answer.rows : []).map((row): DbRowResult => {
    const r = isLoose(row) ? row : {};
    const outcome = typeof r.outcome === 'string' && OUTCOMES.includes(r.outcome) ? (r.outcome as Outcome) : 'error';
    const parts = isLoose(r.parts)
      ? Object.fromEntries(
          Object.entries(r.parts).filter(
            (e): e is [string, 'new' | 'update' | 'unchanged'] =>
              typeof e[1] === 'string' && PART_STATES.includes(e[1]),
          ),
        )
      : undefined;
    const message =
      typeof r.message === 'string'
        ? r.message
        : outcome === 'error' && r.outcome !== 'error'
          ? 'The database gave no answer for this row'
          : undefined;
    return { outcome, ...(message === undefined ? {} : { message }), ...(parts ? { parts } : {}) };
  });
  return {
    rows,
    errors: typeof answer.errors === 'number' ? answer.errors : rows.filter((r) => r.outcome === 'error').length,
  };
}

export interface PreviewRow extends BuiltRow {
  outcome: Outcome;
  messages: string[];
  parts: Record<string, 'new' | 'update' | 'unchanged'>;
}

/** The rows the file could be read into, in order: what is sent to the database. */
export const sendable = (rows: BuiltRow[]) => rows.filter((r) => r.payload !== null);

/** Puts the database's answer for the sendable rows beside the rows the browser already refused. */
export function mergePreview(rows: BuiltRow[], answers: DbRowResult[]): PreviewRow[] {
  let next = 0;
  return rows.map((row) => {
    if (!row.payload) return { ...row, outcome: 'error', messages: row.errors, parts: {} };
    const answer = answers[next++] ?? { outcome: 'error', message: 'No answer for this row' };
    return {
      ...row,
      outcome: answer.outcome,
      messages: answer.message ? [answer.message] : [],
      parts: answer.parts ?? {},
    };
  });
}

export type OutcomeCounts = Record<Outcome, number>;
export function countOutcomes(rows: PreviewRow[]): OutcomeCounts {
  const counts: OutcomeCounts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

/** "3 properties, 28 units created; 2 units updated; 2 rows skipped". */
export function summarize(kind: ImportKind, rows: PreviewRow[]): string {
  const phrase = (what: 'new' | 'update') =>
    IMPORT_KINDS[kind].parts
      .map(({ part, one, many }) => {
        const n = rows.filter((r) => r.outcome !== 'error' && r.parts[part] === what).length;
        return n ? `${n} ${n === 1 ? one : many}` : null;
      })
      .filter(Boolean)
      .join(', ');
  const created = phrase('new');
  const updated = phrase('update');
  const skipped = rows.filter((r) => r.outcome === 'error').length;
  const sentences = [
    created && `${created} created`,
    updated && `${updated} updated`,
    skipped ? `${rowCount(skipped)} skipped` : null,
  ].filter(Boolean);
  return sentences.length ? sentences.join('; ') : 'Nothing to change: everything in the file is already there';
}

/** The skipped rows as they were in the file, with their line and errors: fix them and import that file. */
export function skippedRowsTable(headers: string[], rows: PreviewRow[]): string[][] {
  return [
    ['Line', ...headers, 'Errors'],
    ...rows
      .filter((r) => r.outcome === 'error')
      .map((r) => [String(r.line), ...headers.map((_, i) => r.cells[i] ?? ''), r.messages.join('; ')]),
  ];
}

/** A template: the kind's columns and two example rows. */
export function templateTable(kind: ImportKind): string[][] {
  const fields = IMPORT_KINDS[kind].fields;
  return [fields.map((f) => f.label), fields.map((f) => f.example[0]), fields.map((f) => f.example[1])];
}
