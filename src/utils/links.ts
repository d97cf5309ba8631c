/**
 * The one rule for a link a landlord stores (a task's quick links, a vendor's website, a portal,
 * a lender's site): only http:, https:, mailto: and tel: become links. The database checks the
 * same schemes (migration 20261129000300_link_schemes.sql); this copy lets a form say so before saving.
 */
export const LINK_MESSAGE = 'Links must start with http://, https://, mailto: or tel:';

const ALLOWED = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * What a browser reads: it drops leading and trailing control characters and spaces, and tabs and
 * line breaks anywhere (WHATWG URL), so " java\tscript:" is javascript: to it and must be to us.
 */
function asBrowserReads(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * The link to save, or why not. A scheme-less address as landlords type it ("www.example.com",
 * "portal.example:8443/login") gets https:// in front, as the forms have always done; a relative
 * one ("/pay", "//host") and any other scheme (javascript:, data:, vbscript:, file:) is refused.
 */
export function toLink(
  input: string,
): { value: string | null; error?: undefined } | { value?: undefined; error: string } {
  const text = asBrowserReads(input);
  if (text === '') return { value: null };
  const scheme = SCHEME.exec(text);
  if (scheme && ALLOWED.has(scheme[1].toLowerCase())) return { value: text };
  // host:port, digits after the colon, is an address without a scheme, not a scheme.
  const hostAndPort = scheme && /^\d/.test(text.slice(scheme[0].length));
  if (scheme && !hostAndPort) return { error: LINK_MESSAGE };
  if (!/^[\p{L}\p{N}]/u.test(text)) return { error: LINK_MESSAGE };
  return { value: `https://${text}` };
}

/** A form field's message, or undefined when the link can be saved. */
export const linkError = (input: string): string | undefined => toLink(input).error;

/** The address to save (https:// added when it had no scheme), or null when the field is empty or refused. */
export const linkValue = (input: string): string | null => toLink(input).value ?? null;

/**
 * Where a stored link may point, or null: then it is shown as text. Rows written before the
 * database checked schemes, or by hand, may lack a scheme (they get https://) or carry a bad one.
 */
export const linkHref = (stored: string | null | undefined): string | null => (stored ? linkValue(stored) : null);
