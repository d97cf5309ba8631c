import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig, stackUrls } from '../supabase/local/config';

export const TYPES_FILE = path.resolve(__dirname, '..', 'src', 'api', 'database.types.ts');

/**
 * `supabase gen types typescript` without Docker: the CLI runs postgres-meta in a
 * container; the same package from npm prints the Database type from a URL.
 */
export async function generateTypes(dbUrl: string): Promise<string> {
  const server = require.resolve('@supabase/postgres-meta/dist/server/server.js');
  const { stdout } = await promisify(execFile)(process.execPath, [server], {
    env: {
      PATH: process.env.PATH,
      PG_META_DB_URL: dbUrl,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      PG_META_POSTGREST_VERSION: '12',
    },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

if (require.main === module) {
  const dbUrl = process.env.DB_URL ?? stackUrls(loadConfig()).DB_URL;
  generateTypes(dbUrl)
    .then((types) => writeFile(TYPES_FILE, types))
    .then(() => console.log(`Wrote ${path.relative(process.cwd(), TYPES_FILE)} from ${dbUrl}`))
    .catch((error) => {
      console.error(`Could not generate types (is the stack running? npm run stack): ${error.message}`);
      process.exit(1);
    });
}
