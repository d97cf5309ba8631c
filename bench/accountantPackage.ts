/**
 * The accountant's package of the large account for the current year, as the Schedule E page's
 * button makes it: every read (the form, the year's ledger page by page, each asset's
 * depreciation, interest per lender) through supabase-js as the landlord, then the zip. A download
 * made once a year, not a screen: target ≤ 5 s.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { packageZip } from '../src/features/expenses/accountantPackage';
import { fetchReceipts, readAccountantPackage } from '../src/features/expenses/accountantPackageQueries';
import type { Check } from './report';

export const PACKAGE_TARGET_MS = 5000;

export interface PackageResult {
  ms: number;
  ledgerRows: number;
  zipBytes: number;
}

export async function measureAccountantPackage(
  opts: { apiUrl: string; anonKey: string; email: string; password: string },
  runs = 3,
): Promise<PackageResult> {
  const db = createClient(opts.apiUrl, opts.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signedIn = await db.auth.signInWithPassword({ email: opts.email, password: opts.password });
  if (signedIn.error) throw signedIn.error;
  const year = new Date().getFullYear();
  const times: number[] = [];
  let ledgerRows = 0;
  let zipBytes = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const reads = await readAccountantPackage(db, year);
      if (reads.error) throw new Error(`accountant's package: ${reads.error.message}`);
      const receipts = await fetchReceipts(reads.data.receipts, async (name) => {
        const file = await db.storage.from('documents').download(name);
        if (file.error) throw new Error(`receipt ${name}: ${file.error.message}`);
        return new Uint8Array(await file.data.arrayBuffer());
      });
      const zip = packageZip({ ...reads.data, receipts, preparedOn: `${year}-12-31` });
      times.push(performance.now() - started);
      ledgerRows = reads.data.ledger.length;
      zipBytes = zip.byteLength;
    }
  } finally {
    await db.auth.signOut().catch(() => undefined);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], ledgerRows, zipBytes };
}

export function accountantPackageCheck(result: PackageResult): Check {
  return {
    group: 'query',
    name: `accountant's package, the large account's year (${result.ledgerRows} ledger rows, ${(result.zipBytes / 1024 / 1024).toFixed(1)} MB zip)`,
    value: `${(result.ms / 1000).toFixed(2)} s (median of 3)`,
    target: '<= 5 s',
    pass: result.ms <= PACKAGE_TARGET_MS,
  };
}
