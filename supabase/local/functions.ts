import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANON_KEY, SERVICE_ROLE_KEY, stackUrls, type StackConfig } from './config';
import type { Logger } from './log';
import { MAILBOX_API_KEY } from './mailboxApi';

/**
 * Supabase Edge Functions, served locally as Supabase serves them: every
 * supabase/functions/<name>/index.ts runs under Deno (the `deno` devDependency),
 * the very file `supabase functions deploy` uploads, with its deno.json and its
 * `npm:` packages cached under the data folder. The gateway routes
 * /functions/v1/<name> to them (functionsGateway.ts), after Supabase's JWT check.
 */

/** This machine's network settings Deno needs to fetch npm packages (proxies, extra CA certificates). */
const NETWORK_ENV =
  /^(https?_proxy|no_proxy|all_proxy|ssl_cert_file|ssl_cert_dir|node_extra_ca_certs|deno_cert|deno_tls_ca_store|npm_config_registry|home|path)$/i;

/** How long a request waits for its function to start (the first start downloads its npm packages). */
const START_TIMEOUT_MS = 120_000;

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@deno/linux-x64-glibc',
  'linux-arm64': '@deno/linux-arm64-glibc',
  'darwin-x64': '@deno/darwin-x64',
  'darwin-arm64': '@deno/darwin-arm64',
  'win32-x64': '@deno/win32-x64',
};

/** The Deno executable itself (not npm's bin shim), so stopping the stack stops Deno. */
export function denoExecutable(): string {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!pkg) throw new Error(`No Deno build for ${process.platform}-${process.arch}: install Deno and put it on PATH`);
  return path.join(
    path.dirname(require.resolve(`${pkg}/package.json`)),
    process.platform === 'win32' ? 'deno.exe' : 'deno',
  );
}

/** Function folders as the Supabase CLI sees them: `_shared` and dot-folders are not functions. */
export function functionNames(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name) && existsSync(path.join(functionsDir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

/** config.toml `[functions.<name>] verify_jwt = false` turns the JWT check off, as in the Supabase CLI. */
export function verifyJwtSetting(configToml: string, name: string): boolean {
  const section = configToml.split(/^\[/m).find((s) => s.startsWith(`functions.${name}]`));
  return !section || !/^verify_jwt\s*=\s*false\b/m.test(section);
}

/** KEY=value lines (as `supabase functions serve` reads supabase/functions/.env). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (match) env[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return env;
}

/**
 * What a function finds in Deno.env: what hosted Supabase provides (SUPABASE_URL and the keys), the
 * local mailbox as the mail API, and supabase/functions/.env on top (e.g. a real provider's key).
 */
export function functionEnv(config: StackConfig, functionsDir: string): Record<string, string> {
  const urls = stackUrls(config);
  const envFile = path.join(functionsDir, '.env');
  return {
    SUPABASE_URL: urls.API_URL,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: urls.DB_URL,
    MAIL_API_URL: urls.MAILBOX_URL,
    MAIL_API_KEY: MAILBOX_API_KEY,
    MAIL_FROM: 'Landlord HQ <digests@landlordhq.test>',
    APP_URL: config.siteUrl,
    // Local only: lets tests and `npm run digests -- --now=…` pin the clock.
    DIGESTS_ALLOW_CLOCK: 'true',
    ...(existsSync(envFile) ? parseEnvFile(readFileSync(envFile, 'utf8')) : {}),
  };
}

interface Running {
  /** null when Deno is not installed: the function answers 503 and the rest of the stack runs. */
  child: ChildProcess | null;
  url: Promise<string>;
}

export interface FunctionsRunner {
  names: string[];
  /** Deno processes, for a synchronous kill if Node exits before stop() finishes. */
  processes: ChildProcess[];
  /** The function's own URL (starting it again if it stopped), or null when there is no such function. */
  endpoint(name: string): Promise<string | null>;
  verifyJwt(name: string): boolean;
  stop(): Promise<void>;
}

/** `onSpawn` hears of every Deno process as it starts (the stack records it, so a crashed run's are found and stopped). */
export function startFunctions(
  config: StackConfig,
  log: Logger,
  onSpawn: (name: string, child: ChildProcess) => void = () => {},
): FunctionsRunner {
  const functionsDir = path.join(config.projectDir, 'supabase', 'functions');
  const names = functionNames(functionsDir);
  const configToml = existsSync(path.join(config.projectDir, 'supabase', 'config.toml'))
    ? readFileSync(path.join(config.projectDir, 'supabase', 'config.toml'), 'utf8')
    : '';
  const denoDir = process.env.STACK_DENO_DIR
    ? path.resolve(config.projectDir, process.env.STACK_DENO_DIR)
    : path.join(config.dataDir, 'deno');
  const running = new Map<string, Running>();
  const processes: ChildProcess[] = [];
  let stopped = false;

  function start(name: string): Running {
    const dir = path.join(functionsDir, name);
    const denoConfig = path.join(dir, 'deno.json');
    let executable: string;
    try {
      executable = denoExecutable();
    } catch (error) {
      log.error(`functions/${name}`, String((error as Error).message));
      const url = Promise.reject(error as Error);
      url.catch(() => undefined);
      return { child: null, url };
    }
    const child = spawn(
      executable,
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        ...(existsSync(denoConfig) ? ['--config', denoConfig] : ['--no-config']),
        path.join(dir, 'index.ts'),
      ],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        // What a deployed function would see, plus this machine's network settings and Deno's own.
        env: {
          ...Object.fromEntries(Object.entries(process.env).filter(([name]) => NETWORK_ENV.test(name))),
          ...functionEnv(config, functionsDir),
          DENO_DIR: denoDir,
          DENO_SERVE_ADDRESS: `tcp:${config.host}:0`,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      },
    );
    processes.push(child);
    onSpawn(name, child);
    let output = '';
    const url = new Promise<string>((resolve, reject) => {
      const onLine = (line: string, isError: boolean) => {
        output = `${output}${line}\n`.slice(-4000);
        const listening = line.match(/Listening on (https?:\/\/\S+?)\/?$/);
        if (listening) resolve(listening[1].replace(/\/$/, ''));
        if (isError && !listening && !/^Download /.test(line)) log.error(`functions/${name}`, line);
        else log.debug(`functions/${name}`, line);
      };
      const lines = (stream: NodeJS.ReadableStream | null, isError: boolean) => {
        let buffer = '';
        stream?.setEncoding('utf8');
        stream?.on('data', (chunk: string) => {
          buffer += chunk;
          const parts = buffer.split('\n');
          buffer = parts.pop() ?? '';
          for (const line of parts) onLine(line, isError);
        });
      };
      lines(child.stdout, false);
      lines(child.stderr, true);
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        processes.splice(processes.indexOf(child), 1);
        if (running.get(name)?.child === child) running.delete(name);
        reject(new Error(`exited (${signal ?? code}) before it listened:\n${output}`));
        if (!stopped) log.error(`functions/${name}`, `Deno exited (${signal ?? code})`);
      });
    });
    url.catch(() => undefined);
    return { child, url };
  }

  for (const name of names) running.set(name, start(name));

  return {
    names,
    processes,
    async endpoint(name) {
      if (!names.includes(name) || stopped) return null;
      let r = running.get(name);
      if (!r) running.set(name, (r = start(name)));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`did not start within ${START_TIMEOUT_MS / 1000} s`)),
          START_TIMEOUT_MS,
        );
      });
      try {
        return await Promise.race([r.url, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    verifyJwt: (name) => verifyJwtSetting(configToml, name),
    async stop() {
      stopped = true;
      await Promise.all(
        [...running.values()].map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      running.clear();
    },
  };
}
