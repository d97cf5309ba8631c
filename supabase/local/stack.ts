import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createAuthApp } from './auth/app';
import { JWT_SECRET, stackUrls, type StackConfig } from './config';
import { createDigestLoop } from './digestLoop';
import { startFunctions } from './functions';
import { createFunctionsApp } from './functionsGateway';
import { createGateway } from './gateway';
import type { Logger } from './log';
import { createMailbox } from './mailbox';
import { createMailboxApp } from './mailboxServer';
import { applyMigrations, applySeed } from './migrations';
import { startPostgres } from './postgres';
import { startPostgrest } from './postgrest';
import { createSmtpMailer, startSmtpSink } from './smtpSink';

export interface RunningStack {
  /** Child processes to kill synchronously if Node exits before stop() finishes. */
  processes: ChildProcess[];
  urls: ReturnType<typeof stackUrls>;
  appliedMigrations: string[];
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL, applies migrations (and the seed on a new database), PostgREST, the gateway, the mailbox
 * (an SMTP sink, the mail API and its page), the Edge Functions and, unless STACK_DIGESTS says otherwise,
 * a call to the send-digests function every minute.
 */
export async function startStack(config: StackConfig, log: Logger): Promise<RunningStack> {
  const postgres = await startPostgres(config, log);
  const stops: Array<() => Promise<void>> = [() => postgres.stop()];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error) => log.error('stack', String(error)));
  };
  try {
    postgres.pool.on('error', (error) => log.debug('pool', String(error)));
    const appliedMigrations = await applyMigrations(postgres.pool, config.migrationsDir);
    const seeded = postgres.fresh ? await applySeed(postgres.pool, config.seedFile) : false;
    // PostgREST starts after the migrations, so its first schema cache already has them.
    const postgrest = await startPostgrest(config, log);
    stops.push(() => postgrest.stop());

    const urls = stackUrls(config);
    const mailbox = createMailbox(postgres.pool);
    // Every e-mail goes over SMTP into the mailbox, as it would through a real mail server.
    stops.push(await startSmtpSink(mailbox, config.host, config.smtpPort, log));
    const smtpMailer = createSmtpMailer({ host: config.host, port: config.smtpPort, from: 'Landlord HQ <noreply@landlordhq.test>' });
    stops.push(async () => smtpMailer.close());
    const auth = createAuthApp({
      pool: postgres.pool,
      jwtSecret: JWT_SECRET,
      jwtExpiry: config.jwtExpiry,
      refreshTokenReuseInterval: config.refreshTokenReuseInterval,
      siteUrl: config.siteUrl,
      apiExternalUrl: `${urls.API_URL}/auth/v1`,
      mailer: smtpMailer,
    });
    // Edge Functions (supabase/functions/*) under Deno, behind /functions/v1: see functions.ts.
    const functions = startFunctions(config, log);
    stops.push(() => functions.stop());
    const gateway = createGateway({ restUrl: `http://${config.host}:${config.restPort}`, auth, functions: createFunctionsApp(functions) });
    stops.push(await listen(gateway, config.host, config.apiPort));
    stops.push(await listen(createMailboxApp(mailbox), config.host, config.mailPort));
    if (config.digests !== 'off') stops.push(createDigestLoop(config, log).stop);

    return { processes: [postgrest.process, ...functions.processes], urls, appliedMigrations, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function listen(app: Hono, hostname: string, port: number): Promise<() => Promise<void>> {
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname, port }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  if (address.port !== port) throw new Error(`Expected port ${port}, got ${address.port}`);
  return () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
}
