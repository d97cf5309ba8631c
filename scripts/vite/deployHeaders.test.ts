import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { inlineScriptHashes, renderHeaders } from './deployHeaders';

const TEMPLATE = readFileSync(path.join(__dirname, '..', '..', 'public', '_headers'), 'utf8');
// sha256 of the inline script's exact text, worked out with `openssl dgst -sha256 -binary | base64`.
const BOOT = "console.log('boot')";
const BOOT_HASH = "'sha256-dX6EEO4CkEfZgqnVNdu5UI3HDbcDW4LRHOVCLkREbkA='";
const HTML = `<!doctype html><html><head><script>${BOOT}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>`;

/** The rendered file as Netlify reads it: every rule matching a path, later ones winning. */
async function headersFor(rendered: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-headers-'));
  writeFileSync(path.join(dir, '_headers'), rendered);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(dir, '_headers')],
    configHeaders: undefined,
    minimal: false,
  });
  expect(errors).toEqual([]);
  return (pathname: string) => {
    const values: Record<string, string> = {};
    for (const rule of headers as Header[]) if (rule.forRegExp.test(pathname)) Object.assign(values, rule.values);
    return values;
  };
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('inlineScriptHashes', () => {
  it.each([
    [HTML, [BOOT_HASH]],
    ['<script src="/a.js"></script><script type="module" src="/b.js"></script>', []],
    ['<script></script>', ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]],
  ])('hashes the inline scripts of %s', (html, hashes) => {
    expect(inlineScriptHashes(html)).toEqual(hashes);
  });
});

describe('the deploy headers (public/_headers as the build writes it)', () => {
  const rendered = renderHeaders(TEMPLATE, 'https://abcd.supabase.co/', HTML);

  it('fills in every placeholder', () => {
    expect(rendered).not.toMatch(/\{\{|\}\}/);
  });

  it.each(['/', '/index.html', '/tasks/123', '/sw.js', '/assets/index-1.js', '/workbox-d8ed3718.js'])(
    'gives %s every security header',
    async (pathname) => {
      const values = (await headersFor(rendered))(pathname);
      expect(values['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(values['X-Content-Type-Options']).toBe('nosniff');
      expect(values['Permissions-Policy']).toContain('camera=(self)');
      expect(values['Permissions-Policy']).toContain('geolocation=()');
      expect(values['Permissions-Policy']).toContain('microphone=()');
      const csp = directives(values['Content-Security-Policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", BOOT_HASH]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      // A receipt's photo comes from Storage by its signed address.
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://abcd.supabase.co']);
      // A PDF shows in the viewer's frame from the same signed addresses; nothing else may be framed.
      expect(csp.get('frame-src')).toEqual(['https://abcd.supabase.co']);
      expect(csp.get('font-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    },
  );

  it('keeps the cache rules beside them', async () => {
    const of = await headersFor(rendered);
    expect(of('/assets/index-1.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(of('/')['Cache-Control']).toBe('no-cache');
    expect(of('/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it("leaves script-src at 'self' for a page without an inline script", () => {
    const csp = directives(
      renderHeaders(TEMPLATE, 'http://127.0.0.1:54321', '<script src="/a.js"></script>').match(
        /^\s+Content-Security-Policy: (.*)$/m,
      )![1],
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });

  it('stops the build on an API address that is not a URL', () => {
    expect(() => renderHeaders(TEMPLATE, 'abcd.supabase.co', HTML)).toThrow();
  });
});
