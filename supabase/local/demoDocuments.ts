import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { Client, Pool } from 'pg';
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

type Db = Pick<Pool, 'query'> | Pick<Client, 'query'>;

interface DemoFileOptions {
  /** Only this landlord's documents (the large seed's). */
  user?: string;
  /** Every document of theirs, its file replaced, not only those with none (a seed run again). */
  all?: boolean;
  /** Uploads at once. */
  atOnce?: number;
}

/**
 * Makes the files the seed's documents name and have not got yet (seed.sql writes the rows, which a
 * database cannot give bytes to), each uploaded through the Storage API as its landlord, so the
 * bucket's policies decide as for any upload; the row then gets the file's size. Runs after the
 * seed is loaded and the gateway listens. Returns how many files it made.
 */
export async function makeDemoFiles(db: Db, apiUrl: string, options: DemoFileOptions = {}): Promise<number> {
  const { rows } = await (db as Pick<Pool, 'query'>).query<{
    id: string;
    user_id: string;
    object_name: string;
    name: string;
    kind: string;
    content_type: string;
  }>(
    `select d.id, d.user_id, d.object_name, d.name, d.kind, d.content_type
     from public.documents d
     where ($1::uuid is null or d.user_id = $1)
       and ($2 or not exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = d.object_name))
     order by d.id`,
    [options.user ?? null, options.all ?? false],
  );
  const secret = new TextEncoder().encode(JWT_SECRET);
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (user: string) => {
    if (!tokens.has(user))
      tokens.set(
        user,
        new SignJWT({ role: 'authenticated', aud: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(secret),
      );
    return tokens.get(user)!;
  };
  const sizes: Array<[string, number]> = [];
  const make = async (i: number) => {
    const doc = rows[i];
    const bytes =
      doc.content_type === 'application/pdf'
        ? makePdf(doc.name, PDF_LINES[doc.kind] ?? ['A document made for the demo account.'])
        : doc.content_type === 'image/png'
          ? makeReceiptPng(6 + (i % 3), i + 1)
          : null;
    if (!bytes)
      throw new StackError(`The seed names a ${doc.content_type} file (${doc.name}); demo files are PDFs or PNGs.`);
    const path = doc.object_name.split('/').map(encodeURIComponent).join('/');
    const answer = await fetch(`${apiUrl}/storage/v1/object/documents/${path}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${await tokenFor(doc.user_id)}`,
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
    sizes.push([doc.id, bytes.length]);
  };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) await make(next++);
  };
  await Promise.all(Array.from({ length: Math.min(options.atOnce ?? 1, rows.length) }, worker));
  if (sizes.length)
    await (db as Pick<Pool, 'query'>).query(
      `update public.documents d set size_bytes = s.size
       from unnest($1::uuid[], $2::int[]) s (id, size) where d.id = s.id`,
      [sizes.map(([id]) => id), sizes.map(([, size]) => size)],
    );
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
