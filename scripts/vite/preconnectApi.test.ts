import { preconnectTag } from './preconnectApi';

describe('preconnectTag', () => {
  it.each([
    ['https://abcd.supabase.co', 'https://abcd.supabase.co'],
    ['https://abcd.supabase.co/', 'https://abcd.supabase.co'],
    ['http://127.0.0.1:54321', 'http://127.0.0.1:54321'],
    ['https://api.example.com/base/path?x=1', 'https://api.example.com'],
  ])('%s: preconnects to %s, anonymously', (url, origin) => {
    expect(preconnectTag(url)).toEqual({
      tag: 'link',
      attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
      injectTo: 'head',
    });
  });

  it('refuses an address that is not a URL, so a broken build setting shows at build time', () => {
    expect(() => preconnectTag('abcd.supabase.co')).toThrow();
  });
});
