import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMigrations } from './migrations';

describe('listMigrations', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mig-'));
    for (const name of [
      '20250102000000_b.sql',
      '20250101000000_a.sql',
      'README.md',
      'notes.sql',
      '20250103000000_c_d.sql',
    ]) {
      await writeFile(path.join(dir, name), '-- sql');
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists only <timestamp>_<name>.sql files, in filename order, as the Supabase CLI does', async () => {
    const migrations = await listMigrations(dir);
    expect(migrations.map((m) => [m.version, m.name])).toEqual([
      ['20250101000000', 'a'],
      ['20250102000000', 'b'],
      ['20250103000000', 'c_d'],
    ]);
  });

  it('treats a missing folder as no migrations', async () => {
    expect(await listMigrations(path.join(dir, 'nope'))).toEqual([]);
  });
});
