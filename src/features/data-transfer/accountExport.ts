/** The whole-account export file: what the database exports, plus what only this browser holds. */
export const EXPORT_FORMAT = 'landlord-hq-export';
/** The newest export format this app reads (private.transfer_format_version() in the database). */
export const EXPORT_VERSION = 1;
/**
 * Larger than a CSV: a large portfolio's tasks and notes alone run to tens of MB, and the zip holds
 * every document's file (each up to 10 MB). Read whole in the browser, so not without end.
 */
export const MAX_EXPORT_MB = 1024;
export const MAX_EXPORT_BYTES = MAX_EXPORT_MB * 1024 * 1024;

export interface AccountExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  exported_at: string;
  tables: Record<string, Array<Record<string, unknown>>>;
  /** The calculator's saved deals: they live only in the browser (SPEC §3). */
  browser?: { calculatorSavedDeals?: unknown[] };
}

export function withBrowserData(database: AccountExport, savedDeals: unknown[]): AccountExport {
  return { ...database, browser: { calculatorSavedDeals: savedDeals } };
}

/** The zip (accountArchive.ts), named by the landlord's day (yyyy-MM-dd in their time zone), not the UTC one. */
export const exportFileName = (today: string) => `landlord-hq-export-${today}.zip`;

/** Reads an export file's text, or says in one sentence why it cannot be imported. */
export function readExport(text: string): AccountExport | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return {
      error:
        'This file is not a Landlord HQ export (it is neither a zip nor JSON). Choose the .zip file that "Export all my data" downloaded.',
    };
  }
  const file = data as Partial<AccountExport> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    file.format !== EXPORT_FORMAT ||
    typeof file.tables !== 'object' ||
    file.tables === null
  ) {
    return {
      error: 'This file is not a Landlord HQ export. Choose the .zip file that "Export all my data" downloaded.',
    };
  }
  if (typeof file.version !== 'number')
    return { error: 'This export has no format version, so it cannot be read safely.' };
  if (file.version > EXPORT_VERSION) {
    return {
      error: `This export was made by a newer version of Landlord HQ (format ${file.version}; this one reads up to ${EXPORT_VERSION}). Update the app, then import it.`,
    };
  }
  return file as AccountExport;
}

/** The saved deals of an export that look like deals (an id and a name); anything else in the file is left out of the store. */
export function savedDealsOf(data: AccountExport): Array<{ id: string; name: string }> {
  const deals = data.browser?.calculatorSavedDeals;
  if (!Array.isArray(deals)) return [];
  return deals.filter(
    (d): d is { id: string; name: string } =>
      !!d &&
      typeof d === 'object' &&
      typeof (d as { id?: unknown }).id === 'string' &&
      typeof (d as { name?: unknown }).name === 'string',
  );
}

/** "5 properties, 14 units, 24 tasks, …, 3 documents": what an export holds, for the confirmation. */
export function describeExport(data: AccountExport): string {
  const count = (table: string) => data.tables[table]?.length ?? 0;
  const parts: Array<[number, string]> = [
    [count('properties'), 'properties'],
    [count('units'), 'units'],
    [count('property_managers'), 'property managers'],
    [count('vendors'), 'vendors'],
    [count('tasks'), 'tasks'],
    [count('unit_notes'), 'notes'],
    [count('scheduled_rent_increases'), 'rent increases'],
    [count('documents'), 'documents'],
    [savedDealsOf(data).length, 'saved calculator deals'],
  ];
  return parts.map(([n, what]) => `${n} ${what}`).join(', ');
}

/** The reason an import failed, for a landlord: the database's words, or what a timeout means. */
export function importFailure(message: string): string {
  if (/statement timeout/i.test(message)) {
    // Raising the server's limit is a job for whoever runs it (docs/books.md), not a step a landlord can take.
    return 'The import took longer than the server allows and was stopped. Nothing was imported. Try again, or split the file into smaller ones.';
  }
  return message;
}
