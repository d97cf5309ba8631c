import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { startTimeOf } from '../../supabase/local/processes';
import { readRecord } from '../../supabase/local/record';
import { BUSY_PORT_BASE, LIFECYCLE_DATA_DIR, LIFECYCLE_PORT_BASE } from './ports';
import {
  cliArgs,
  runStackCommand,
  stackEnv,
  startStackProcess,
  stopAllStacks,
  type StackProcess,
} from './stackProcess';
import { SERVICE_ROLE_KEY, createTestClient } from './support';

const ROOT = path.resolve(__dirname, '..', '..');
const options = { portBase: LIFECYCLE_PORT_BASE, dataDir: LIFECYCLE_DATA_DIR };

/** Running, and not merely a zombie its (dead) parent never collected. */
const isAlive = (pid: number) => startTimeOf(pid) !== undefined;

async function gone(pids: number[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return pids.filter(isAlive);
}

/** The pids the stack recorded for PostgreSQL and PostgREST (both children of the stack's own Node process). */
function childPids() {
  const record = readRecord(path.resolve(ROOT, LIFECYCLE_DATA_DIR))!;
  return { postgres: record.children.postgres.pid, postgrest: record.children.postgrest.pid };
}

const API_URL = `http://127.0.0.1:${LIFECYCLE_PORT_BASE + 1}/`;

async function waitForApi() {
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(API_URL).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
}

async function killHard(stack: StackProcess) {
  const exited = new Promise((resolve) => stack.child.once('exit', resolve));
  stack.child.kill('SIGKILL');
  await exited;
}

// Each test starts whole stacks two or three times (a fresh cluster first): minutes on a loaded 2-core machine.
jest.setTimeout(180_000);

describe('the local stack after a crash, a signal, a taken port', () => {
  afterAll(async () => {
    await stopAllStacks();
    // Whatever a failed test left running of the stacks it started.
    await runStackCommand(options, 'stop');
  });

  it('a stack killed with SIGKILL: the next start says what it left running, stops it and serves the data written before the kill', async () => {
    // Without the watchdog, as when it is killed too (kill -9 of the whole group): the start must clean up alone.
    let stack = await startStackProcess({ ...options, wipe: true, env: { STACK_WATCHDOG: 'off' } });
    const admin = createTestClient(SERVICE_ROLE_KEY, stack.apiUrl);
    const created = await admin.auth.admin.createUser({
      email: `crash-${Date.now()}@example.test`,
      password: 'password-123',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const property = {
      user_id: created.data.user!.id,
      name: 'Written before the kill',
      address_line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    };
    expect((await admin.from('properties').insert(property)).error).toBeNull();

    const { postgres, postgrest } = childPids();
    await killHard(stack);
    expect([postgres, postgrest].filter(isAlive)).toEqual([postgres, postgrest]);

    stack = await startStackProcess(options);
    expect(stack.output()).toContain('ended without stopping; stopped what it left running');
    expect(stack.output()).toContain(`PostgREST (pid ${postgrest})`);
    expect(stack.output()).toContain(`PostgreSQL (pid ${postgres}, fast shutdown)`);
    expect(await gone([postgres, postgrest])).toEqual([]);

    const read = await createTestClient(SERVICE_ROLE_KEY, stack.apiUrl)
      .from('properties')
      .select('name')
      .eq('user_id', property.user_id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ name: 'Written before the kill' }]);
    expect(await stack.stop()).toBe(0);
  });

  it('with its watchdog, PostgreSQL and PostgREST stop by themselves once the Node process is killed', async () => {
    const stack = await startStackProcess(options);
    const { postgres, postgrest } = childPids();
    await killHard(stack);
    expect(await gone([postgres, postgrest])).toEqual([]);
  });

  it('a test stack ends by itself when the run that started it is killed', async () => {
    // A stand-in for Jest, Playwright or the bench: a shell that starts the stack, then dies with SIGKILL.
    const runner = spawn('sh', ['-c', '"$0" "$@" & wait', process.execPath, ...cliArgs('stack')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: stackEnv(options),
    });
    await waitForApi();
    const owner = readRecord(path.resolve(ROOT, LIFECYCLE_DATA_DIR))!.owner.pid;
    const { postgres, postgrest } = childPids();
    runner.kill('SIGKILL');
    expect(await gone([owner, postgres, postgrest])).toEqual([]);
    expect(existsSync(path.resolve(ROOT, LIFECYCLE_DATA_DIR, 'stack.json'))).toBe(false);
  });

  it("a fresh test stack (--fresh) stops an earlier run's stack still running on its folder, then starts empty", async () => {
    const earlier = await startStackProcess(options);
    const earlierExit = new Promise((resolve) => earlier.child.once('exit', resolve));
    const { postgres, postgrest } = childPids();
    const fresh = await startStackProcess({ ...options, wipe: true });
    expect(await earlierExit).toBe(0);
    expect([postgres, postgrest].filter(isAlive)).toEqual([]);
    expect(fresh.output()).toContain(`Stopped the stack for ${LIFECYCLE_DATA_DIR} (pid ${earlier.child.pid}).`);
    const read = await createTestClient(SERVICE_ROLE_KEY, fresh.apiUrl)
      .from('properties')
      .select('name')
      .eq('name', 'Written before the kill');
    expect(read.data).toEqual([]);
    expect(await fresh.stop()).toBe(0);
  });

  it('SIGHUP (a closed terminal) stops everything and exits 0', async () => {
    const stack = await startStackProcess(options);
    const { postgres, postgrest } = childPids();
    stack.child.kill('SIGHUP');
    expect(await stack.stop()).toBe(0);
    expect([postgres, postgrest].filter(isAlive)).toEqual([]);
    expect(existsSync(path.resolve(ROOT, LIFECYCLE_DATA_DIR, 'stack.json'))).toBe(false);
  });

  it('a taken port: one sentence naming the port, what would run there and what to do; exit code 1', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(BUSY_PORT_BASE + 1, '127.0.0.1', resolve));
    try {
      const { code, output } = await runStackCommand(
        { portBase: BUSY_PORT_BASE, dataDir: `${LIFECYCLE_DATA_DIR}-busy` },
        'stack',
      );
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        `Port ${BUSY_PORT_BASE + 1} is already in use by another program, so the local stack cannot run the API gateway there: stop that program (a Docker-based \`supabase start\` uses the same ports) or choose other ports with INTEGRATION_PORT_BASE (the stack uses that base + 1 to + 7).`,
      ]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('stack:stop stops a stack running in the background', async () => {
    // As `npm run stack &` would leave it: its own session, no pipes to this test.
    const background = spawn(process.execPath, cliArgs('stack'), {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: { ...stackEnv(options), STACK_EXIT_WITH_PARENT: '0' },
    });
    const exited = new Promise((resolve) => background.once('exit', resolve));
    await waitForApi();
    const { postgres, postgrest } = childPids();

    const { code, output } = await runStackCommand(options, 'stop');
    expect(code).toBe(0);
    expect(output.trim()).toBe(`Stopped the stack for ${LIFECYCLE_DATA_DIR} (pid ${background.pid}).`);
    await exited;
    expect([postgres, postgrest].filter(isAlive)).toEqual([]);
    expect(
      await fetch(API_URL).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
    expect((await runStackCommand({ ...options, env: { STACK_QUIET: '0' } }, 'stop')).output.trim()).toBe(
      `No stack was running for ${LIFECYCLE_DATA_DIR}.`,
    );
  });
});
