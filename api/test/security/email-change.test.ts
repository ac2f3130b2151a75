import { describeEachEngine, useTestApp } from '../helper';
import {
  bearer,
  CapturingMailer,
  createAccount,
  linkIn,
  mailingTo,
  PASSWORD,
  register,
} from '../support/accounts';

/**
 * Item 6 of the hardening review: "a stolen token becomes a permanent takeover". Changing the email needs
 * the current password; the old address is told and gets a link that undoes the change, ends every session
 * and has the owner choose a new password.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile form as the site sends it: multipart, POST with _method=PUT. */
function profileForm(fields: Record<string, string>) {
  const boundary = `----sokoni${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries({ _method: 'PUT', ...fields }).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachEngine('security: a stolen token becomes a permanent takeover', (getDb) => {
  const mailer = new CapturingMailer();
  let now = Date.parse('2026-04-01T10:00:00Z');

  const t = useTestApp(getDb, {
    ...mailingTo(mailer),
    clock: () => now,
    attemptLimit: { freeFailures: 3 },
  });
  beforeEach(async () => {
    mailer.sent.length = 0;
    // Each case an hour after the last, so no rate-limit window is shared between them.
    now += 60 * 60 * 1000;
  });

  const changeEmail = (token: string, fields: Record<string, string>, locale = 'en', ip = '10.1.0.1') => {
    const form = profileForm(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { ...bearer(token), ...form.headers, 'accept-language': locale },
      payload: form.payload,
      remoteAddress: ip,
    });
  };
  const emailOf = async (id: number) =>
    (await t.db.selectFrom('users').where('id', '=', id).selectAll().executeTakeFirstOrThrow()).email;
  const undo = (
    link: URL,
    overrides: { id?: string; expires?: string; signature?: string; ip?: string } = {},
  ) => {
    const id = overrides.id ?? link.pathname.split('/').pop()!;
    return t.app.inject({
      method: 'POST',
      url: `/api/email/change/${id}/undo`,
      headers: { 'accept-language': 'en' },
      remoteAddress: overrides.ip ?? '127.0.0.1',
      payload: {
        expires: Number(overrides.expires ?? link.searchParams.get('expires')),
        signature: overrides.signature ?? link.searchParams.get('signature'),
      },
    });
  };
  /** Changes the address with the right password and returns the undo link mailed to the old one. */
  const changedWithLink = async (account: { email: string; token: string }, email: string) => {
    const response = await changeEmail(account.token, { email, current_password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const notice = mailer.to(account.email).at(-1)!;
    return linkIn(notice, 'https://sokoni.test/email-change/undo/');
  };

  it.each([
    ['fr', "Saisissez votre mot de passe actuel pour changer d'adresse email"],
    ['en', 'Enter your current password to change your email address'],
  ])('refuses an email change without the current password (%s)', async (locale, message) => {
    const account = await createAccount(t.db, { email: `plain-${locale}@example.cd` });
    const attempts: Record<string, string>[] = [
      { email: 'thief@example.cd' },
      { email: 'thief@example.cd', current_password: '' },
    ];
    for (const fields of attempts) {
      const response = await changeEmail(account.token, { name: 'Still Me', ...fields }, locale);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ current_password: [message] });
    }
    expect(await emailOf(account.id)).toBe(account.email);
    expect(mailer.sent).toHaveLength(0);
    // Other fields, and the same address, still need no password.
    const unchanged = await changeEmail(account.token, {
      name: 'New Name',
      email: account.email.toUpperCase(),
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().email_changed).toBe(false);
  });

  it.each([
    ['fr', 'Le mot de passe actuel est incorrect'],
    ['en', 'The current password is incorrect'],
  ])('refuses a wrong current password and counts it as a failed sign-in (%s)', async (locale, message) => {
    const account = await createAccount(t.db, { email: `guessed-${locale}@example.cd` });
    for (let i = 0; i < 3; i++) {
      const response = await changeEmail(
        account.token,
        { email: 'thief@example.cd', current_password: `guess-${i}` },
        locale,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ current_password: [message] });
    }
    const slowed = await changeEmail(account.token, { email: 'thief@example.cd', current_password: 'guess' });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(2);
    // The same account's sign-in waits too from the address that guessed: the guesses were at its password.
    const signIn = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: PASSWORD },
        remoteAddress: ip,
      });
    expect((await signIn('10.1.0.1')).statusCode).toBe(429);
    // The owner, elsewhere with the right password, is not held by them.
    expect((await signIn('10.9.0.9')).statusCode).toBe(200);
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it('changes the email with the right password and mails the old address, in its language, a way back', async () => {
    const account = await createAccount(t.db, { email: 'amani@example.cd', preferred_language: 'fr' });
    const response = await changeEmail(account.token, {
      email: 'Amani.New@Example.cd',
      current_password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email_changed: true, user: { email: 'amani.new@example.cd' } });
    expect(mailer.to('amani.new@example.cd')).toHaveLength(1);
    const [notice] = mailer.to('amani@example.cd');
    expect(notice.subject).toBe("L'adresse email de votre compte a été modifiée – Sokoni");
    expect(notice.text).toContain('amani.new@example.cd');
    expect(notice.text).toContain('Ce lien expire dans 7 jours.');
    const link = linkIn(notice, 'https://sokoni.test/email-change/undo/');
    expect(Number(link.searchParams.get('expires')) * 1000).toBe(
      Math.floor((now + 7 * DAY_MS) / 1000) * 1000,
    );
  });

  it('undoes the change from the link: old address back and verified, every session ended, password reset', async () => {
    const account = await createAccount(t.db, { email: 'owner@example.cd', preferred_language: 'en' });
    const thiefLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: PASSWORD },
    });
    const thiefToken = thiefLogin.json().token as string;
    const link = await changedWithLink({ ...account, token: thiefToken }, 'thief@example.cd');
    // Someone else cannot take the address while its owner may still take it back.
    const squatter = await register(t.app, {
      name: 'Squatter',
      email: 'OWNER@example.cd',
      password: 'Kisangani-Fleuve-Congo-5',
      date_of_birth: '1990-05-05',
    });
    expect(squatter.statusCode).toBe(422);
    expect(squatter.json().errors.email).toEqual(['This email address is already in use']);

    const response = await undo(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'owner@example.cd',
      message: expect.stringContaining('your account uses owner@example.cd again'),
    });
    const user = await t.db
      .selectFrom('users')
      .where('id', '=', account.id)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(user.email).toBe('owner@example.cd');
    expect(user.email_verified_at).not.toBeNull();
    for (const token of [account.token, thiefToken]) {
      const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(token) });
      expect(profile.statusCode).toBe(401);
    }
    // Whoever changed the address knew the password: it no longer works, and a reset link went to the owner.
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'owner@example.cd', password: PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(oldPassword.statusCode).toBe(422);
    const reset = await mailer.waitFor('owner@example.cd', 2);
    expect(reset.subject).toBe('Reset your password – Sokoni');
    linkIn(reset, 'https://sokoni.test/reset-password/');
    // Once only.
    expect((await undo(link)).statusCode).toBe(403);
  });

  it('undoes the change even after a later one, and refuses an expired or tampered link', async () => {
    const account = await createAccount(t.db, { email: 'first@example.cd' });
    const link = await changedWithLink(account, 'second@example.cd');
    await changedWithLink({ ...account, email: 'second@example.cd' }, 'third@example.cd');

    const signature = link.searchParams.get('signature')!;
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const response of [
      await undo(link, { signature: forged }),
      await undo(link, { expires: String(Number(link.searchParams.get('expires')) + 3600) }),
      await undo(link, { id: String(Number(link.pathname.split('/').pop()) + 1) }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'This cancellation link is invalid, has expired or has already been used.',
      });
    }
    // A week later (from elsewhere, so that visit's rate-limit window is not shared with the others).
    const saved = now;
    now += 7 * DAY_MS + 1000;
    expect((await undo(link, { ip: '10.7.7.7' })).statusCode).toBe(403);
    now = saved;
    expect(await emailOf(account.id)).toBe('third@example.cd');

    const response = await undo(link);
    expect(response.statusCode).toBe(200);
    expect(await emailOf(account.id)).toBe('first@example.cd');
  });

  it.each([
    ['anonymous', null],
    ['another user', 'other'],
    ['the owner', 'owner'],
    ['an admin', 'admin'],
  ] as const)('lets the link alone decide, whoever asks (%s)', async (_who, as) => {
    const account = await createAccount(t.db, { email: 'who@example.cd' });
    const other = await createAccount(t.db, { email: 'other@example.cd' });
    const admin = await createAccount(t.db, { email: 'admin@example.cd', is_admin: true });
    const link = await changedWithLink(account, 'who.new@example.cd');
    const token = { other: other.token, owner: account.token, admin: admin.token }[as ?? 'other'];
    const headers = as ? bearer(token) : {};
    const id = link.pathname.split('/').pop();
    const ask = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/email/change/${id}/undo`,
        headers,
        payload: { expires: Number(link.searchParams.get('expires')), signature },
      });
    expect((await ask('0'.repeat(64))).statusCode).toBe(403);
    expect((await ask(link.searchParams.get('signature')!)).statusCode).toBe(200);
    expect(await emailOf(account.id)).toBe('who@example.cd');
  });
});
