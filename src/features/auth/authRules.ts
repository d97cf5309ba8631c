import { addressCarriesSession } from '../../api/authStorage';

/** SPEC §9: passwords are at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

export const SIGN_UP_SUCCESS = 'Check your email for the confirmation link!';
export const RESET_EMAIL_SENT = 'Password reset email sent! Check your inbox.';

export interface Credentials {
  email: string;
  password: string;
}

export interface CredentialErrors {
  email?: string;
  password?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5 sign-in form: email required and of email type; password required, minimum length 6. */
export function validateCredentials(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Enter a valid email address';
  const passwordError = validatePassword(password);
  if (passwordError) errors.password = passwordError;
  return errors;
}

export function validateEmail(email: string): string | undefined {
  return validateCredentials(email, 'x'.repeat(MIN_PASSWORD_LENGTH)).email;
}

export function validatePassword(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return undefined;
}

/** SPEC §8: the banner is red when the text contains 'error' or 'Invalid', otherwise green. */
export function bannerSeverity(message: string): 'error' | 'success' {
  return message.includes('error') || message.includes('Invalid') ? 'error' : 'success';
}

/**
 * Supabase Auth sends a failed e-mail link back with the reason in the URL
 * fragment (#error=access_denied&error_code=otp_expired&error_description=...).
 */
export function parseAuthRedirectError(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.get('error') && !params.get('error_code')) return null;
  if (params.get('error_code') === 'otp_expired') {
    return 'This link is invalid or has expired. Request a new one below.';
  }
  return params.get('error_description') ?? 'This link could not be used. Request a new one below.';
}

/**
 * Whether a session may exist, decided before Supabase Auth has loaded: one is stored in this
 * browser, or the address carries an e-mail link's sign-in (#access_token=... from an implicit
 * link, ?code=... from a PKCE one). Without either, Supabase Auth would find none: the sign-in
 * screen shows at once, and Supabase Auth loads only when the user signs in.
 */
export function mayHaveSession(storedSession: string | null, hash: string, search: string): boolean {
  return Boolean(storedSession) || addressCarriesSession(hash, search);
}
