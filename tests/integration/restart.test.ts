import { execSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { RESTART_DATA_DIR, RESTART_PORT_BASE } from './ports';
import { startStackProcess, stopAllStacks, type StackProcess } from './stackProcess';
import { ANON_KEY, SERVICE_ROLE_KEY, createTestClient } from './support';

const PROBE_TABLE = `
create table public.restart_probe (id bigint generated always as identity primary key, label text not null);
alter table public.restart_probe enable row level security;
create policy "anyone reads probes" on public.restart_probe for select to anon, authenticated using (true);
grant select on public.restart_probe to anon, authenticated;
grant all on public.restart_probe to service_role;
`;
const PROBE_VIEW = `
create view public.restart_probe_labels with (security_invoker = true) as select label from public.restart_probe;
grant select on public.restart_probe_labels to anon, authenticated;
`;

describe('the stack across restarts', () => {
  let migrationsDir: string;
  let stack: StackProcess | undefined;

  beforeAll(async () => {
    migrationsDir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await cp(path.resolve(__dirname, '../../supabase/migrations'), migrationsDir, { recursive: true });
    await writeFile(path.join(migrationsDir, '29990101000000_restart_probe.sql'), PROBE_TABLE);
  });

  afterAll(async () => {
    await stopAllStacks();
    await rm(migrationsDir, { recursive: true, force: true });
  });

  it('keeps users and rows, applies a new migration on start, and never re-applies an old one', async () => {
    stack = await startStackProcess({
      portBase: RESTART_PORT_BASE,
      dataDir: RESTART_DATA_DIR,
      migrationsDir,
      wipe: true,
    });
    const admin = createTestClient(SERVICE_ROLE_KEY, stack.apiUrl);
    const email = `restart-${Date.now()}@example.test`;
    expect(
      (await admin.auth.admin.createUser({ email, password: 'password-123', email_confirm: true })).error,
    ).toBeNull();
    const insert = await admin.from('restart_probe').insert({ label: 'before restart' });
    expect(insert.error).toBeNull();

    expect(await stack.stop()).toBe(0);
    await writeFile(path.join(migrationsDir, '29990102000000_restart_probe_view.sql'), PROBE_VIEW);
    stack = await startStackProcess({ portBase: RESTART_PORT_BASE, dataDir: RESTART_DATA_DIR, migrationsDir });

    const anon = createTestClient(ANON_KEY, stack.apiUrl);
    const signIn = await anon.auth.signInWithPassword({ email, password: 'password-123' });
    expect(signIn.error).toBeNull();
    const view = await anon.from('restart_probe_labels').select('label');
    expect(view.error).toBeNull();
    expect(view.data).toEqual([{ label: 'before restart' }]);

    const db = new Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        "select version from supabase_migrations.schema_migrations where version like '2999%' order by version",
      );
      expect(rows.map((r) => r.version)).toEqual(['29990101000000', '29990102000000']);
    } finally {
      await db.end();
    }
  });

  it('stops with exit code 0 and leaves no postgres or postgrest behind', async () => {
    // Names from the same snapshot as the pids: a short-lived child (a postgres worker) may be gone a moment later.
    const children = descendants(stack!.child.pid!);
    const childPids = children.map((c) => c.pid);
    expect(children.map((c) => c.name)).toEqual(expect.arrayContaining(['postgres', 'postgrest']));
    expect(await stack!.stop()).toBe(0);
    stack = undefined;
    expect(childPids.filter(isAlive)).toEqual([]);
  });
});

/** Every process below pid (npm → tsx → node → postgres, postgrest), with its name, from one `ps`. */
function descendants(pid: number): Array<{ pid: number; name: string }> {
  const table = execSync('ps -eo pid=,ppid=,comm=')
    .toString()
    .trim()
    .split('\n')
    .map((line) => {
      const [child, parent, ...name] = line.trim().split(/\s+/);
      return { pid: Number(child), ppid: Number(parent), name: name.join(' ') };
    });
  const below = (parent: number): Array<{ pid: number; name: string }> =>
    table.filter((p) => p.ppid === parent).flatMap((p) => [{ pid: p.pid, name: p.name }, ...below(p.pid)]);
  return below(pid);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
