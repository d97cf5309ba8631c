/**
 * A 5 MB document uploaded to Storage as the large account's landlord, the way the app sends one
 * (one POST of the file to the documents bucket, upserted at its own path), three times; the
 * median. On hosted Supabase the landlord's connection decides most of it; locally it measures
 * what the Storage service and the database add to 5 MB on the wire: target ≤ 1 s.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { makePdf } from '../supabase/local/demoFiles';
import type { Check } from './report';

export const UPLOAD_TARGET_MS = 1000;
const FIVE_MB = 5 * 1024 * 1024;

/** A valid PDF of exactly `bytes` bytes: a page of text, then a comment as long as needed. */
export function pdfOfSize(bytes: number): Uint8Array {
  const page = makePdf('A scanned lease', ['Five megabytes, as a phone scan of a long lease comes.']);
  const out = new Uint8Array(bytes);
  out.set(page);
  // A PDF comment line after %%EOF is ignored by readers; its filler does not compress much.
  out.set(new TextEncoder().encode('%'), page.length);
  for (let i = page.length + 1; i < bytes; i++) out[i] = 0x21 + ((i * 7919) % 94);
  return out;
}

export async function measureUpload(
  opts: { apiUrl: string; anonKey: string; email: string; password: string },
  runs = 3,
): Promise<{ ms: number; bytes: number }> {
  const db = createClient(opts.apiUrl, opts.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signedIn = await db.auth.signInWithPassword({ email: opts.email, password: opts.password });
  if (signedIn.error) throw signedIn.error;
  const path = `${signedIn.data.user!.id}/bench-upload/five-megabytes.pdf`;
  const file = pdfOfSize(FIVE_MB);
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const { error } = await db.storage
        .from('documents')
        .upload(path, file, { upsert: true, contentType: 'application/pdf' });
      if (error) throw new Error(`upload: ${error.message}`);
      times.push(performance.now() - started);
    }
  } finally {
    await db.storage.from('documents').remove([path]);
    await db.auth.signOut().catch(() => undefined);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], bytes: file.byteLength };
}

export function uploadCheck(result: { ms: number; bytes: number }): Check {
  return {
    group: 'query',
    name: `a ${(result.bytes / 1024 / 1024).toFixed(0)} MB document uploaded to Storage`,
    value: `${result.ms.toFixed(0)} ms (median of 3)`,
    target: '<= 1 s',
    pass: result.ms <= UPLOAD_TARGET_MS,
  };
}
