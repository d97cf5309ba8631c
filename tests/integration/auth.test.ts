import { adminClient, createTestClient, followEmailLink, latestMail, signedInClient, uniqueEmail } from './support';
import { REFRESH_TOKEN_REUSE_INTERVAL } from './ports';

const SITE = 'http://127.0.0.1:5173';

describe('auth service through @supabase/supabase-js', () => {
  it('signs up, refuses sign-in until confirmed, and the mailed link signs the user in', async () => {
    const client = createTestClient();
    const email = uniqueEmail('signup');
    const password = 'secret-123';

    const { data, error } = await client.auth.signUp({ email, password, options: { emailRedirectTo: SITE } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const early = await client.auth.signInWithPassword({ email, password });
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.status).toBe(400);

    const mail = await latestMail(email, /confirm/i);
    const link = mail.links.find((l) => l.includes('/verify'))!;
    expect(link).toContain('type=signup');
    const { status, location, fragment } = await followEmailLink(link);
    expect(status).toBe(303);
    expect(location.origin).toBe(SITE);
    expect(fragment.get('type')).toBe('signup');
    const accessToken = fragment.get('access_token')!;
    const { data: userData, error: userError } = await client.auth.getUser(accessToken);
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe(email);
    expect(userData.user?.email_confirmed_at).toBeTruthy();

    // A used link cannot be used twice.
    const again = await followEmailLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');

    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });

  it('answers a wrong password with "Invalid login credentials"', async () => {
    const { email } = await signedInClient();
    const { data, error } = await createTestClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
  });

  it('rotates refresh tokens, tolerates a reuse inside the reuse window, and refuses one after it', async () => {
    const { client, session } = await signedInClient();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const second = await client.auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(second.error).toBeNull();

    // GoTrue lets a just-rotated token through for a few seconds (concurrent tabs)...
    const inWindow = await createTestClient().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(inWindow.error).toBeNull();

    // ...and refuses it afterwards, revoking the whole session.
    await new Promise((resolve) => setTimeout(resolve, (REFRESH_TOKEN_REUSE_INTERVAL + 0.5) * 1000));
    const reuse = await createTestClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    const current = await createTestClient().auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    expect(current.error?.message).toMatch(/Invalid Refresh Token/);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await createTestClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('signs out and the session can no longer be refreshed', async () => {
    const { client, session } = await signedInClient();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
    const refresh = await createTestClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).not.toBeNull();
  });

  it('sends a recovery e-mail whose link signs in for a password update', async () => {
    const { email } = await signedInClient();
    const client = createTestClient();
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` });
    expect(error).toBeNull();

    const mail = await latestMail(email, /reset/i);
    const link = mail.links.find((l) => l.includes('type=recovery'))!;
    const { status, location, fragment } = await followEmailLink(link);
    expect(status).toBe(303);
    expect(location.pathname).toBe('/reset-password');
    expect(fragment.get('type')).toBe('recovery');

    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    const update = await client.auth.updateUser({ password: 'brand-new-pass' });
    expect(update.error).toBeNull();

    const old = await createTestClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await createTestClient().auth.signInWithPassword({ email, password: 'brand-new-pass' });
    expect(fresh.error).toBeNull();
  });

  it('answers an unknown e-mail on recovery like a known one', async () => {
    const { error } = await createTestClient().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
  });

  it('refuses a password shorter than 6 characters', async () => {
    const { error } = await createTestClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/at least 6 characters/);
  });

  it('lets the service role create, list and delete users, and no one else', async () => {
    const admin = adminClient();
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;

    const signIn = await createTestClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(signIn.error).toBeNull();

    const list = await admin.auth.admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain(email);

    const duplicate = await admin.auth.admin.createUser({ email, password: 'password-123' });
    expect(duplicate.error?.status).toBe(422);

    const notAdmin = await createTestClient().auth.admin.listUsers();
    expect(notAdmin.error?.status).toBe(403);

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    const after = await createTestClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(after.error?.message).toBe('Invalid login credentials');
  });
});
