import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { denoExecutable, functionEnv, functionNames, parseEnvFile, verifyJwtSetting } from './functions';
import { loadConfig, SERVICE_ROLE_KEY } from './config';
import { MAILBOX_API_KEY } from './mailboxApi';

describe('local Edge Functions', () => {
  it('finds functions as the Supabase CLI does: folders with an index.ts, not _shared', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'functions-'));
    for (const name of ['send-digests', '_shared', '.hidden', 'no-index']) mkdirSync(path.join(dir, name));
    for (const name of ['send-digests', '_shared', '.hidden']) writeFileSync(path.join(dir, name, 'index.ts'), '');
    expect(functionNames(dir)).toEqual(['send-digests']);
    expect(functionNames(path.join(dir, 'missing'))).toEqual([]);
    expect(functionNames(path.resolve(__dirname, '..', 'functions'))).toEqual(['send-digests']);
  });

  it('checks JWTs unless config.toml turns verify_jwt off for that function', () => {
    const toml =
      '[functions.open]\nverify_jwt = false\n\n[functions.closed]\nverify_jwt = true\n[auth]\nverify_jwt = false\n';
    expect(verifyJwtSetting(toml, 'open')).toBe(false);
    expect(verifyJwtSetting(toml, 'closed')).toBe(true);
    expect(verifyJwtSetting(toml, 'send-digests')).toBe(true);
  });

  it('reads supabase/functions/.env lines', () => {
    expect(
      parseEnvFile(
        '# provider\nMAIL_API_URL=https://api.resend.com\nexport MAIL_API_KEY="re_123"\nAPP_URL = \'https://app.example.com\'\nnot a line\n',
      ),
    ).toEqual({
      MAIL_API_URL: 'https://api.resend.com',
      MAIL_API_KEY: 're_123',
      APP_URL: 'https://app.example.com',
    });
  });

  it('gives a function what hosted Supabase would, with the local mailbox as its mail API', () => {
    const config = loadConfig({ STACK_PORT_BASE: '59800', APP_PORT: '6000' });
    expect(functionEnv(config, path.join(tmpdir(), 'no-functions-here'))).toEqual({
      SUPABASE_URL: 'http://127.0.0.1:59801',
      SUPABASE_ANON_KEY: expect.any(String),
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:59802/postgres',
      MAIL_API_URL: 'http://127.0.0.1:59804',
      MAIL_API_KEY: MAILBOX_API_KEY,
      MAIL_FROM: 'Landlord HQ <digests@landlordhq.test>',
      APP_URL: 'http://127.0.0.1:6000',
      DIGESTS_ALLOW_CLOCK: 'true',
    });
  });

  it('runs the Deno binary the deno devDependency installed', () => {
    expect(denoExecutable()).toMatch(/node_modules\/@deno\/[a-z0-9-]+\/deno(\.exe)?$/);
  });
});
