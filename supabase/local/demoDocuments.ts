import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { Pool } from 'pg';
import { ANON_KEY, JWT_SECRET, type StackConfig } from './config';
import { makePdf, makeReceiptPng } from './demoFiles';
import { StackError } from './errors';

/** What a seeded document's PDF says under its name, by its kind. */
const PDF_LINES: Record<string, string[]> = {
  Lease: [
    'Residential lease agreement (sample made for the demo account).',
    'The tenant rents the unit for the term and the monthly rent on the tenancy.',
    'Rent is due on the first of each month; a late fee applies after the grace period.',
    'The security deposit is held by the owner and returned as the law provides.',
  ],
  'Insurance policy': [
    'Landlord (dwelling fire) insurance policy - declarations page (sample).',
    'Coverage A - Dwelling: $450,000    Coverage E - Liability: $1,000,000',
    'Loss of rents: 12 months    Deductible: $2,500',
  ],
};

/**
 * Makes the files the seed's documents name and have not got yet (seed.sql writes the rows, which a
 * database cannot give bytes to), each uploaded through the Storage API as its landlord, so the
 * bucket's policies decide as for any upload; the row then gets the file's size. Runs after the
 * seed is loaded and the gateway listens. Returns how many files it made.
 */
export async function makeDemoFiles(pool: Pool, apiUrl: string): Promise<number> {
  const { rows } = await pool.query<{
    id: string;
    user_id: string;
    object_name: string;
    name: string;
    kind: string;
    content_type: string;
  }>(
    `select d.id, d.user_id, d.object_name, d.name, d.kind, d.content_type
     from public.documents d
     where not exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = d.object_name)
     order by d.id`,
  );
  const secret = new TextEncoder().encode(JWT_SECRET);
  for (const [i, doc] of rows.entries()) {
    const bytes =
      doc.content_type === 'application/pdf'
        ? makePdf(doc.name, PDF_LINES[doc.kind] ?? ['A document made for the demo account.'])
        : doc.content_type === 'image/png'
          ? makeReceiptPng(6 + (i % 3), i + 1)
          : null;
    if (!bytes)
      throw new StackError(`The seed names a ${doc.content_type} file (${doc.name}); demo files are PDFs or PNGs.`);
    const token = await new SignJWT({ role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(doc.user_id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(secret);
    const path = doc.object_name.split('/').map(encodeURIComponent).join('/');
    const answer = await fetch(`${apiUrl}/storage/v1/object/documents/${path}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': doc.content_type,
        'x-upsert': 'true',
      },
      body: new Uint8Array(bytes),
    });
    if (!answer.ok) {
      throw new StackError(
        `The demo file ${doc.object_name} was refused by Storage: ${answer.status} ${await answer.text()}`,
      );
    }
    await pool.query('update public.documents set size_bytes = $2 where id = $1', [doc.id, bytes.length]);
  }
  return rows.length;
}

/** Where a data folder notes that its seed was loaded and its files not made yet (`stack:reset` loads the seed with no gateway running). */
const pendingMark = (config: StackConfig) => path.join(config.dataDir, 'demo-files-pending');

export const markDemoFilesPending = (config: StackConfig) => writeFile(pendingMark(config), '');

/** Makes the seed's files if its seed was loaded since they were last made; once made, the mark goes. */
export async function makePendingDemoFiles(config: StackConfig, pool: Pool, apiUrl: string): Promise<number> {
  if (!existsSync(pendingMark(config))) return 0;
  const made = await makeDemoFiles(pool, apiUrl);
  await rm(pendingMark(config), { force: true });
  return made;
}
