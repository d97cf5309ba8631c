import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';

/** Supabase CLI's migration file name: <timestamp>_<name>.sql */
const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return names.map((name) => {
    const [, version, label] = MIGRATION_FILE.exec(name)!;
    return { version, name: label, file: path.join(dir, name) };
  });
}

/**
 * Applies migrations not yet recorded in supabase_migrations.schema_migrations,
 * in filename order, each in its own transaction, as `supabase db push` does.
 */
export async function applyMigrations(pool: Pool, dir: string): Promise<string[]> {
  const { rows } = await pool.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const pending = (await listMigrations(dir)).filter((m) => !applied.has(m.version));
  const client = await pool.connect();
  try {
    for (const migration of pending) {
      const sql = await readFile(migration.file, 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  } finally {
    client.release();
  }
  return pending.map((m) => path.basename(m.file));
}

/** Runs the seed file once per database, recorded like the CLI's seed_files. */
export async function applySeed(pool: Pool, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const sql = await readFile(file, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
      [path.basename(file), hash],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`Seed ${path.basename(file)} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    client.release();
  }
  return true;
}
