import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createAuthApp } from './auth/app';
import { loadAuthLimits } from './projectConfig';
import { JWT_SECRET, stackUrls, type StackConfig } from './config';
import { makePendingDemoFiles, markDemoFilesPending } from './demoDocuments';
import { createDigestLoop, pendingDigestRequests } from './digestLoop';
import { StackError } from './errors';
import { startFunctions } from './functions';
import { createFunctionsApp } from './functionsGateway';
import { createGateway } from './gateway';
import { clearLeftovers, refuseIfRunning, runningStack, stopStack } from './leftovers';
import type { Logger } from './log';
import { createMailbox } from './mailbox';
import { createMailboxApp } from './mailboxServer';
import { applyMigrations, applySeed } from './migrations';
import { preparePostgresPlace, wipeData } from './place';
import { checkPorts, portTakenMessage, wantedPorts, type WantedPort } from './portCheck';
import { startPostgres } from './postgres';
import { postgrestBinary, startPostgrest } from './postgrest';
import { createRecorder, type Recorder } from './record';
import { createSmtpMailer, startSmtpSink } from './smtpSink';
import { createStorageApp } from './storage/app';
import { startWatchdog, WATCHDOG_NAME } from './watchdog';

export interface RunningStack {
  /** Child processes to signal synchronously if Node exits before stop() finishes (SIGINT: PostgreSQL's fast shutdown). */
  processes: Array<{ child: ChildProcess; signal: NodeJS.Signals }>;
  urls: ReturnType<typeof stackUrls>;
  appliedMigrations: string[];
  seeded: boolean;
  /** Where PostgreSQL keeps its cluster. */
  clusterDir: string;
  recorder: Recorder;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Ports `npm start` needs beyond the stack's (Vite's), checked before anything starts. */
  extraPorts?: WantedPort[];
  /** Start from an empty data folder, stopping a stack still running on it (the test stacks and the bench). */
  fresh?: boolean;
}

/**
 * Clears what a killed earlier run left behind, checks the ports, then starts PostgreSQL, applies migrations
 * (and the seed on a new database), PostgREST, the gateway, the mailbox (an SMTP sink, the mail API and its page), the Edge Functions
 * and, unless STACK_DIGESTS says otherwise, a call to the send-digests function every minute. Everything started is recorded in the data
 * folder and watched by a watchdog that stops it if this process dies.
 */
export async function startStack(config: StackConfig, log: Logger, options: StartOptions = {}): Promise<RunningStack> {
  // supabase/config.toml's [auth.rate_limit], max_frequency and otp_expiry (STACK_AUTH_CONFIG overrides them): a mistake there stops the start at once.
  const authLimits = loadAuthLimits(config.projectDir);
  let cleanedUp: string | undefined;
  if (options.fresh && runningStack(config)) {
    // A test stack's folder belongs to the run starting now: an earlier run's stack still on it is stopped.
    cleanedUp = await stopStack(config);
  } else {
    refuseIfRunning(config);
    cleanedUp = await clearLeftovers(config);
  }
  // Said at once (even under STACK_QUIET): what an earlier run left running and this start stopped.
  if (cleanedUp) console.log(cleanedUp);
  if (options.fresh) await wipeData(config);
  const ports = [...wantedPorts(config), ...(options.extraPorts ?? [])];
  await checkPorts(config.host, ports);
  const place = await preparePostgresPlace(config, log);
  const recorder = createRecorder(config, place.clusterDir);
  const watchdog = startWatchdog(config.dataDir);
  recorder.add('watchdog', watchdog.pid, WATCHDOG_NAME);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error) => log.error('stack', String(error)));
    await watchdog.stop();
    recorder.remove();
  };
  try {
    const postgres = await startPostgres(config, log, place);
    recorder.add('postgres', postgres.process.pid, `-D ${place.clusterDir}`, 'SIGINT');
    stops.push(() => postgres.stop());
    const appliedMigrations = await applyMigrations(postgres.pool, config.migrationsDir);
    const seeded = postgres.fresh ? await applySeed(postgres.pool, config.seedFile) : false;
    // The seed's documents get their files through the Storage API once the gateway listens.
    if (seeded) await markDemoFilesPending(config);
    // PostgREST starts after the migrations, so its first schema cache already has them.
    const postgrest = await startPostgrest(config, log);
    recorder.add('postgrest', postgrest.process.pid, postgrestBinary());
    stops.push(() => postgrest.stop());

    const urls = stackUrls(config);
    const mailbox = createMailbox(postgres.pool);
    // Every e-mail goes over SMTP into the mailbox, as it would through a real mail server.
    stops.push(await startSmtpSink(mailbox, config.host, config.smtpPort, log));
    const smtpMailer = createSmtpMailer({
      host: config.host,
      port: config.smtpPort,
      from: 'Landlord HQ <noreply@landlordhq.test>',
    });
    stops.push(async () => smtpMailer.close());
    const auth = createAuthApp({
      pool: postgres.pool,
      jwtSecret: JWT_SECRET,
      jwtExpiry: config.jwtExpiry,
      refreshTokenReuseInterval: config.refreshTokenReuseInterval,
      limits: authLimits,
      siteUrl: config.siteUrl,
      apiExternalUrl: `${urls.API_URL}/auth/v1`,
      mailer: smtpMailer,
    });
    // Edge Functions (supabase/functions/*) under Deno, behind /functions/v1: see functions.ts.
    const functions = startFunctions(config, log, (name, child) =>
      recorder.add(`function:${name}`, child.pid, `${name}/index.ts`),
    );
    stops.push(() => functions.stop());
    const gateway = createGateway({
      restUrl: `http://${config.host}:${config.restPort}`,
      auth,
      functions: createFunctionsApp(functions),
      storage: createStorageApp({ pool: postgres.pool, root: storageDir(config), jwtSecret: JWT_SECRET }),
    });
    const portFor = (port: number) => ports.find((p) => p.port === port)!;
    stops.push(await listen(gateway, config.host, portFor(config.apiPort)));
    stops.push(await listen(createMailboxApp(mailbox), config.host, portFor(config.mailPort)));
    await makePendingDemoFiles(config, postgres.pool, urls.API_URL);
    if (config.digests !== 'off')
      stops.push(createDigestLoop(config, log, { hasPendingRequests: pendingDigestRequests(postgres.pool) }).stop);

    const processes = [
      { child: postgres.process, signal: 'SIGINT' as const },
      { child: postgrest.process, signal: 'SIGTERM' as const },
      ...functions.processes.map((child) => ({ child, signal: 'SIGTERM' as const })),
    ];
    return { processes, urls, appliedMigrations, seeded, clusterDir: place.clusterDir, recorder, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Storage's objects: `<data dir>/storage/<bucket>/<object name>`, wiped with the data. */
export const storageDir = (config: StackConfig) => path.join(config.dataDir, 'storage');

async function listen(app: Hono, hostname: string, wanted: WantedPort): Promise<() => Promise<void>> {
  const { port } = wanted;
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname, port }, () => resolve(s));
    // Taken between the port check and now.
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StackError(portTakenMessage(wanted)) : error),
    );
  });
  const address = server.address() as AddressInfo;
  if (address.port !== port) throw new Error(`Expected port ${port}, got ${address.port}`);
  return () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
}
