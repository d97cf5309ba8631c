import { createServer } from 'node:net';
import type { StackConfig } from './config';
import { StackError } from './errors';

export interface WantedPort {
  port: number;
  /** What the stack would run there, as said to the user. */
  what: string;
  /** The environment variable that moves it. */
  variable: string;
}

/**
 * Every port the stack listens on. STACK_PORT_VARIABLE names the variable the person actually sets:
 * the test stacks and the bench derive STACK_PORT_BASE from their own (INTEGRATION_PORT_BASE, ...).
 */
export function wantedPorts(config: StackConfig, env: NodeJS.ProcessEnv = process.env, withApp = false): WantedPort[] {
  const variable = env.STACK_PORT_VARIABLE ?? 'STACK_PORT_BASE';
  const ports: WantedPort[] = [
    { port: config.apiPort, what: 'the API gateway', variable },
    { port: config.dbPort, what: 'PostgreSQL', variable },
    { port: config.mailPort, what: 'the mailbox page', variable },
    {
      port: config.smtpPort,
      what: "the mailbox's SMTP server",
      variable: env.STACK_SMTP_PORT ? 'STACK_SMTP_PORT' : variable,
    },
    { port: config.restPort, what: 'PostgREST', variable },
    { port: config.restAdminPort, what: "PostgREST's admin endpoint", variable },
  ];
  if (withApp) ports.push({ port: config.appPort, what: 'the app (Vite)', variable: 'APP_PORT' });
  return ports;
}

export function portTakenMessage({ port, what, variable }: WantedPort): string {
  const fix =
    variable === 'APP_PORT'
      ? 'choose another port with APP_PORT'
      : `choose other ports with ${variable} (the stack uses that base + 1 to + 7)`;
  return `Port ${port} is already in use by another program, so the local stack cannot run ${what} there: stop that program (a Docker-based \`supabase start\` uses the same ports) or ${fix}.`;
}

/**
 * Throws the one-sentence message for the first port something else holds. A port is given a few
 * seconds first: a stack that has just stopped (a restart) may still be letting its ports go.
 */
export async function checkPorts(host: string, ports: WantedPort[], graceMs = 5_000) {
  const deadline = Date.now() + graceMs;
  for (const wanted of ports) {
    while (!(await isFree(host, wanted.port))) {
      if (Date.now() >= deadline) throw new StackError(portTakenMessage(wanted));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
