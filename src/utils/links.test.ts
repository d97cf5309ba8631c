import { LINK_MESSAGE, linkError, linkHref, toLink } from './links';

describe('toLink: the schemes a stored link may have', () => {
  it.each<[string, string, { value: string | null } | { error: string }]>([
    ['javascript:', 'javascript:alert(1)', { error: LINK_MESSAGE }],
    ['mixed-case javascript: after a space', ' JaVaScRiPt:alert(1)', { error: LINK_MESSAGE }],
    ['javascript: split by a tab', 'java\tscript:alert(1)', { error: LINK_MESSAGE }],
    ['javascript: split by a line break', 'java\nscript:alert(1)', { error: LINK_MESSAGE }],
    ['javascript: after control characters', '\u0000\u001fjavascript:alert(1)', { error: LINK_MESSAGE }],
    ['data:', 'data:text/html,<script>alert(1)</script>', { error: LINK_MESSAGE }],
    ['vbscript:', 'vbscript:msgbox(1)', { error: LINK_MESSAGE }],
    ['file:', 'file:///etc/passwd', { error: LINK_MESSAGE }],
    ['ftp:', 'ftp://files.example', { error: LINK_MESSAGE }],
    ['relative path', '/pay-online', { error: LINK_MESSAGE }],
    ['protocol-relative', '//evil.example', { error: LINK_MESSAGE }],
    ['dot-relative', './pay', { error: LINK_MESSAGE }],
    ['scheme-less address', 'www.example.com', { value: 'https://www.example.com' }],
    ['scheme-less host and port', 'portal.example:8443/login', { value: 'https://portal.example:8443/login' }],
    ['http://', 'http://example.com/a?b=1', { value: 'http://example.com/a?b=1' }],
    ['https://', 'https://example.com', { value: 'https://example.com' }],
    ['HTTPS:// in capitals', 'HTTPS://EXAMPLE.COM', { value: 'HTTPS://EXAMPLE.COM' }],
    ['mailto:', 'mailto:billing@example.com', { value: 'mailto:billing@example.com' }],
    ['tel:', 'tel:+19195550123', { value: 'tel:+19195550123' }],
    ['https:// with spaces and a line break around it', '  https://example.com\n', { value: 'https://example.com' }],
    ['https:// with a tab inside', 'https://exa\tmple.com', { value: 'https://example.com' }],
    ['empty', '', { value: null }],
    ['only whitespace', ' \t ', { value: null }],
  ])('%s', (_name, input, expected) => {
    expect(toLink(input)).toEqual(expected);
  });

  it('gives forms the sentence and renderers an href or nothing', () => {
    expect(linkError('data:text/html,x')).toBe('Links must start with http://, https://, mailto: or tel:');
    expect(linkError('example.com')).toBeUndefined();
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref(null)).toBeNull();
    expect(linkHref('example.com')).toBe('https://example.com');
  });
});
