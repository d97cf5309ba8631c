import { senderConfigFromEnv } from '../supabase/digests/sender';
import { SERVICE_ROLE_KEY } from '../supabase/local/config';

describe('npm run digests: configuration from the environment', () => {
  it('defaults to the local stack beside npm start', () => {
    expect(senderConfigFromEnv({})).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      serviceRoleKey: SERVICE_ROLE_KEY,
      smtp: { host: '127.0.0.1', port: 54327, secure: false, user: undefined, pass: undefined },
      from: 'Landlord HQ <digests@landlordhq.test>',
      appUrl: 'http://127.0.0.1:5173',
    });
    expect(senderConfigFromEnv({ STACK_PORT_BASE: '59800' }).smtp.port).toBe(59807);
  });

  it('against a hosted project needs the service-role key, an SMTP host and the app URL', () => {
    expect(() => senderConfigFromEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      'Set SUPABASE_SERVICE_ROLE_KEY, SMTP_HOST, APP_URL to send digests for https://abc.supabase.co',
    );
    expect(
      senderConfigFromEnv({
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_SERVICE_ROLE_KEY: 'service-key',
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'apikey',
        SMTP_PASS: 'secret',
        SMTP_FROM: 'Landlord HQ <digests@example.com>',
        APP_URL: 'https://app.example.com',
      }),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      serviceRoleKey: 'service-key',
      smtp: { host: 'smtp.example.com', port: 465, secure: true, user: 'apikey', pass: 'secret' },
      from: 'Landlord HQ <digests@example.com>',
      appUrl: 'https://app.example.com',
    });
    expect(senderConfigFromEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k', SMTP_HOST: 'h', SMTP_PORT: '587', APP_URL: 'https://a' }).smtp.secure).toBe(false);
  });
});
