import type { AuthSettings } from './settings';
import { emailAddressInvalid } from './errors';
import { checkEmailFrequency, overEmailSendRateLimit } from './limits';
import { generateOtp, tokenHash } from './tokens';
import type { Db, UserRow } from './users';

export type EmailAction = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

interface Template {
  subject: string;
  heading: string;
  sentence: (vars: { site: string; email: string; newEmail: string }) => string;
  linkText: string;
}

// Subjects and wording follow GoTrue's default templates.
const TEMPLATES: Record<EmailAction, Template> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    sentence: () => 'Follow this link to confirm your user:',
    linkText: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    sentence: ({ site }) => `You have been invited to create a user on ${site}. Follow this link to accept the invite:`,
    linkText: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    sentence: () => 'Follow this link to login:',
    linkText: 'Log In',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    sentence: () => 'Follow this link to reset the password for your user:',
    linkText: 'Reset Password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    sentence: ({ email, newEmail }) =>
      `Follow this link to confirm the update of your email from ${email} to ${newEmail}:`,
    linkText: 'Change Email',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GoTrue's `GetEmailActionLink`: the link goes to /verify, never straight to the app. */
export const actionLink = (s: AuthSettings, action: EmailAction, hash: string, redirectTo: string) =>
  `${s.apiExternalUrl}/verify?token=${encodeURIComponent(hash)}&type=${action}&redirect_to=${encodeURIComponent(redirectTo)}`;

/**
 * Stores a fresh one-time token for the action (only its hash, as GoTrue does)
 * and returns the six-digit code with it. E-mail change tokens are hashed with
 * the new address, since that is where the code goes.
 */
export async function createEmailToken(db: Db, user: UserRow, action: EmailAction, newEmail?: string) {
  const otp = generateOtp();
  const hash = tokenHash(action === 'email_change' ? (newEmail ?? '') : (user.email ?? ''), otp);
  const sql: Record<EmailAction, string> = {
    signup: 'confirmation_token = $2, confirmation_sent_at = now()',
    invite: 'confirmation_token = $2, confirmation_sent_at = now(), invited_at = now()',
    recovery: 'recovery_token = $2, recovery_sent_at = now()',
    magiclink: 'recovery_token = $2, recovery_sent_at = now()',
    email_change: 'email_change_token_new = $2, email_change = $3, email_change_sent_at = now()',
  };
  const params = action === 'email_change' ? [user.id, hash, newEmail] : [user.id, hash];
  await db.query(`update auth.users set ${sql[action]}, updated_at = now() where id = $1`, params);
  return { otp, hash };
}

export function renderMail(
  s: AuthSettings,
  action: EmailAction,
  link: string,
  otp: string,
  email: string,
  newEmail = '',
) {
  const t = TEMPLATES[action];
  const sentence = t.sentence({ site: s.siteUrl, email, newEmail });
  const codeLine = `Alternatively, enter the code: ${otp}`;
  return {
    subject: t.subject,
    html:
      `<h2>${escapeHtml(t.heading)}</h2>\n<p>${escapeHtml(sentence)}</p>\n` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.linkText)}</a></p>\n<p>${escapeHtml(codeLine)}</p>\n`,
    text: `${t.heading}\n\n${sentence}\n${link}\n\n${codeLine}\n`,
  };
}

/** The time GoTrue's max_frequency is measured from, per kind of e-mail; invites have none. */
const SENT_AT: Partial<Record<EmailAction, string>> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

/** nodemailer's answer when the mail server refuses every recipient (an SMTP 5xx to RCPT TO). */
const recipientRefused = (err: unknown) => {
  const e = err as { code?: unknown; command?: unknown; responseCode?: unknown };
  return (
    e?.code === 'EENVELOPE' || (e?.command === 'RCPT TO' && typeof e.responseCode === 'number' && e.responseCode >= 500)
  );
};

/**
 * Issues the token and mails the link, as GoTrue's mailer does: first max_frequency for this
 * kind of e-mail to this user, then the service's email_sent count (as the CLI runs GoTrue: only
 * with a custom SMTP server, and as in GoTrue only while confirmations are required; a limit of 0
 * refuses every e-mail). A mail failure rolls the
 * caller's transaction back, so a refused e-mail leaves no new code behind.
 */
export async function sendActionEmail(
  db: Db,
  s: AuthSettings,
  user: UserRow,
  action: EmailAction,
  redirectTo: string,
  newEmail?: string,
) {
  const sentAtColumn = SENT_AT[action];
  if (sentAtColumn) {
    // Locked: of two requests at once, the second waits for the first and sees its time.
    const { rows } = await db.query<{ sent_at: Date | null }>(
      `select ${sentAtColumn} as sent_at from auth.users where id = $1 for update`,
      [user.id],
    );
    checkEmailFrequency(rows[0]?.sent_at ?? null, s.limits.emailMaxFrequencyMs, Date.now());
  }
  const { otp, hash } = await createEmailToken(db, user, action, newEmail);
  const to = action === 'email_change' ? (newEmail ?? '') : (user.email ?? '');
  const counted = s.limits.customSmtp && (s.enableConfirmations || s.limits.rateLimit.emailSent === 0);
  if (counted && !s.limiters.emailSent.take(Date.now())) throw overEmailSendRateLimit();
  const mail = renderMail(s, action, actionLink(s, action, hash, redirectTo), otp, user.email ?? '', newEmail);
  try {
    await s.mailer.send({ to, ...mail });
  } catch (err) {
    if (recipientRefused(err)) throw emailAddressInvalid(to);
    throw err;
  }
}
