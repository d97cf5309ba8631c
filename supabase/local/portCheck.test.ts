import { loadConfig } from './config';
import { portTakenMessage, wantedPorts } from './portCheck';

describe('the ports the stack needs and what a taken one says', () => {
  it('lists every port from the base, naming what runs there and the variable that moves it', () => {
    const ports = wantedPorts(loadConfig({ STACK_PORT_BASE: '55320', APP_PORT: '5999' }), {}, true);
    expect(ports.map((p) => [p.port, p.what, p.variable])).toEqual([
      [55321, 'the API gateway', 'STACK_PORT_BASE'],
      [55322, 'PostgreSQL', 'STACK_PORT_BASE'],
      [55324, 'the mailbox page', 'STACK_PORT_BASE'],
      [55327, "the mailbox's SMTP server", 'STACK_PORT_BASE'],
      [55325, 'PostgREST', 'STACK_PORT_BASE'],
      [55326, "PostgREST's admin endpoint", 'STACK_PORT_BASE'],
      [5999, 'the app (Vite)', 'APP_PORT'],
    ]);
  });

  it('names the variable the person sets: a test stack says its own', () => {
    const env = { STACK_PORT_BASE: '61320', STACK_PORT_VARIABLE: 'INTEGRATION_PORT_BASE', STACK_SMTP_PORT: '2525' };
    const ports = wantedPorts(loadConfig(env), env);
    expect(ports.find((p) => p.what === 'PostgREST')?.variable).toBe('INTEGRATION_PORT_BASE');
    expect(ports.find((p) => p.port === 2525)?.variable).toBe('STACK_SMTP_PORT');
    expect(ports.some((p) => p.variable === 'APP_PORT')).toBe(false);
  });

  it('says it in one sentence: the port, what would run there, what to do', () => {
    expect(portTakenMessage({ port: 54321, what: 'the API gateway', variable: 'STACK_PORT_BASE' })).toBe(
      'Port 54321 is already in use by another program, so the local stack cannot run the API gateway there: stop that program (a Docker-based `supabase start` uses the same ports) or choose other ports with STACK_PORT_BASE (the stack uses that base + 1 to + 7).',
    );
    expect(portTakenMessage({ port: 5173, what: 'the app (Vite)', variable: 'APP_PORT' })).toBe(
      'Port 5173 is already in use by another program, so the local stack cannot run the app (Vite) there: stop that program (a Docker-based `supabase start` uses the same ports) or choose another port with APP_PORT.',
    );
  });
});
