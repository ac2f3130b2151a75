import { sql } from 'kysely';
import { describeEachEngine, useTestApp } from './helper';
import { insertCategory, insertCurrencies, insertAd } from './fixtures';
import { bearer, bornYearsAgo, CapturingMailer, createAccount, linkIn, mailingTo, PASSWORD } from './support/accounts';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };

describeEachEngine('auth', (getDb) => {
  const mailer = new CapturingMailer();

  const t = useTestApp(getDb, {
    ...mailingTo(mailer),
    attemptLimit: { freeFailures: 5, ipFailures: 20, requestsPerAccount: 5, requestWindowMs: 60_000 },
  });
  beforeEach(async () => {
    await insertCurrencies(t.db);
    mailer.sent.length = 0;
  });

  const registration = (overrides: Record<string, unknown> = {}) => ({
    name: 'Amani Kabeya',
    email: 'amani@example.cd',
    password: 'Lubumbashi-Cuivre-77',
    password_confirmation: 'Lubumbashi-Cuivre-77',
    phone: '081 234 5678',
    date_of_birth: bornYearsAgo(25),
    preferred_language: 'fr',
    ...overrides,
  });

  describe('POST /api/register', () => {
    it('creates the account, answers with user and token, and mails a verification link', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration() });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        name: 'Amani Kabeya',
        email: 'amani@example.cd',
        phone: '+243812345678',
        email_verified: false,
        email_verified_at: null,
        preferred_language: 'fr',
        is_admin: false,
        date_of_birth: bornYearsAgo(25),
      });
      const stored = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toContain(body.token);
      const [mail] = mailer.to('amani@example.cd');
      expect(mail.subject).toBe('Vérifiez votre adresse email – Sokoni');
      expect(mail.html).toContain('Vérifier mon adresse email');
      expect(linkIn(mail, 'https://sokoni.test/verify-email/').pathname).toMatch(
        new RegExp(`^/verify-email/${body.user.id}/[0-9a-f]{40}$`),
      );
      const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(body.token) });
      expect(profile.json()).toMatchObject({ id: body.user.id, email: 'amani@example.cd' });
    });

    it('mails in English to someone who registers in English', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: en,
        payload: registration({ preferred_language: undefined }),
      });
      const [mail] = mailer.to('amani@example.cd');
      expect(mail.subject).toBe('Verify your email address – Sokoni');
      expect(mail.text).toContain('Verify my email address: https://sokoni.test/verify-email/');
    });

    it.each([
      [
        'fr',
        {
          message: 'Veuillez vérifier le formulaire et corriger les erreurs',
          errors: {
            name: ['Ce champ est obligatoire'],
            email: ['Veuillez entrer un email valide'],
            password: ['Le mot de passe doit contenir au moins 8 caractères'],
            password_confirmation: ['Les mots de passe doivent correspondre'],
            date_of_birth: ['Vous devez avoir au moins 18 ans'],
            phone: ['Veuillez entrer un numéro de téléphone valide'],
          },
        },
      ],
      [
        'en',
        {
          message: 'Please check the form and correct any errors',
          errors: {
            name: ['This field is required'],
            email: ['Please enter a valid email'],
            password: ['Password must be at least 8 characters'],
            password_confirmation: ['Passwords must match'],
            date_of_birth: ['You must be at least 18 years old'],
            phone: ['Please enter a valid phone number'],
          },
        },
      ],
    ])('lists every problem of the form in %s', async (locale, expected) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': locale },
        payload: registration({
          name: '',
          email: 'not-an-email',
          password: 'short',
          password_confirmation: 'other',
          phone: '12',
          date_of_birth: bornYearsAgo(18, 1),
        }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(expected);
      expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    });

    it('accepts someone who turns 18 today', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ date_of_birth: bornYearsAgo(18) }),
      });
      expect(response.statusCode).toBe(201);
    });

    it('asks for every missing field', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', headers: en, payload: {} });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        name: ['This field is required'],
        email: ['This field is required'],
        password: ['This field is required'],
        password_confirmation: ['This field is required'],
        date_of_birth: ['This field is required'],
      });
    });

    it.each([
      ['fr', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
      ['en', 'This password is too common. Please choose one that is harder to guess.'],
    ])('refuses a common password (%s)', async (locale, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': locale },
        payload: registration({ password: 'password123', password_confirmation: 'password123' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [message] });
    });

    it('allows long passphrases up to 128 characters and refuses longer ones', async () => {
      const long = 'correct horse battery staple '.repeat(5).slice(0, 128);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ password: long, password_confirmation: long }),
      });
      expect(ok.statusCode).toBe(201);
      const tooLong = `${long}x`;
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: en,
        payload: registration({
          email: 'other@example.cd',
          password: tooLong,
          password_confirmation: tooLong,
        }),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.password).toEqual(['This field must not exceed 128 characters']);
    });

    it.each([
      ['fr', 'Cette adresse email est déjà utilisée'],
      ['en', 'This email address is already in use'],
    ])('refuses an address already registered, whatever its case (%s)', async (locale, message) => {
      await createAccount(t.db, { email: 'amani@example.cd' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': locale },
        payload: registration({ email: 'Amani@Example.CD' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: [message] });
    });
  });

  describe('POST /api/login', () => {
    it('answers with user and token and keeps the locale as preferred language', async () => {
      const account = await createAccount(t.db, { preferred_language: 'fr' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email.toUpperCase(), password: PASSWORD, locale: 'en' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ id: account.id, preferred_language: 'en' });
      const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(body.token) });
      expect(profile.statusCode).toBe(200);
    });

    it.each([
      ['fr', 'Ces identifiants ne correspondent à aucun compte.'],
      ['en', 'These credentials do not match our records.'],
    ])('refuses a wrong password or an unknown address alike (%s)', async (locale, message) => {
      const account = await createAccount(t.db);
      for (const payload of [
        { email: account.email, password: 'wrong-password' },
        { email: 'nobody@example.cd', password: PASSWORD },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'accept-language': locale },
          payload,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message, errors: { email: [message] } });
      }
    });

    it.each([
      ['fr', 'Votre compte a été suspendu. Contactez l’équipe Sokoni pour en savoir plus.'.replace('’', "'")],
      ['en', 'Your account has been suspended. Contact the Sokoni team to learn more.'],
    ])('tells a banned person why they cannot sign in (%s)', async (locale, message) => {
      const account = await createAccount(t.db, { is_banned: true });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': locale },
        payload: { email: account.email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
      const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(account.token) });
      expect(profile.statusCode).toBe(403);
    });

    it.each([
      ['fr', 'Trop de tentatives. Veuillez réessayer dans 1 minute.'],
      ['en', 'Too many attempts. Please try again in 1 minute.'],
    ])('delays the address that failed, 429 in the right language (%s)', async (locale, message) => {
      const account = await createAccount(t.db, { email: `limited-${locale}@example.cd` });
      const address = `10.0.${locale === 'fr' ? 1 : 2}.1`;
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: account.email, password: 'wrong-password' },
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(422);
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': locale },
        payload: { email: account.email, password: PASSWORD },
        remoteAddress: address,
      });
      // A growing delay, not a lock, for the address that failed: the first wait is 2 s
      // (security/login-throttling.test.ts has the rest, and the owner signing in from elsewhere).
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message });
      expect(Number(blocked.headers['retry-after'])).toBe(2);
    });

    it('limits attempts per IP across accounts', async () => {
      const ip = '10.9.9.9';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `someone${attempt}@example.cd`, password: 'whatever-password' },
          remoteAddress: ip,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the token used, and only that one', async () => {
      const account = await createAccount(t.db);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: PASSWORD },
      });
      const second = login.json().token as string;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...bearer(account.token), ...en },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been logged out.' });
      const after = await t.app.inject({
        url: '/api/user/profile',
        headers: { ...bearer(account.token), ...en },
      });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: 'Unauthenticated.' });
      const other = await t.app.inject({ url: '/api/user/profile', headers: bearer(second) });
      expect(other.statusCode).toBe(200);
    });

    it.each([
      ['fr', 'Non authentifié.'],
      ['en', 'Unauthenticated.'],
    ])('answers 401 without a session (%s)', async (locale, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'accept-language': locale },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message });
    });

    it('refuses an expired token', async () => {
      const account = await createAccount(t.db);
      await t.db
        .updateTable('auth_tokens')
        .set({ expires_at: sql`now() - interval '1 minute'` })
        .execute();
      const response = await t.app.inject({ url: '/api/user/profile', headers: bearer(account.token) });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('email verification', () => {
    async function registered() {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration() });
      const { user, token } = response.json();
      const link = linkIn(mailer.to('amani@example.cd').at(-1)!, 'https://sokoni.test/verify-email/');
      return {
        user,
        token,
        link,
        apiUrl: `/api${link.pathname.replace('/verify-email/', '/email/verify/')}${link.search}`,
      };
    }

    it('verifies with the mailed link, signed out, then reports the status', async () => {
      const { token, apiUrl } = await registered();
      const before = await t.app.inject({ url: '/api/email/verify-status', headers: bearer(token) });
      expect(before.json()).toMatchObject({ email_verified: false, user: { email_verified: false } });

      const response = await t.app.inject({ url: apiUrl, headers: en });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your email address has been verified.',
        email_verified: true,
      });

      const after = await t.app.inject({ url: '/api/email/verify-status', headers: bearer(token) });
      expect(after.json()).toMatchObject({ email_verified: true, user: { email_verified: true } });
      const again = await t.app.inject({ url: apiUrl, headers: { ...bearer(token), ...fr } });
      expect(again.json()).toMatchObject({
        message: 'Votre adresse email est déjà vérifiée.',
        user: { email_verified: true },
      });
    });

    it.each([
      ['fr', 'Le lien de vérification est invalide ou a expiré.'],
      ['en', 'The verification link is invalid or has expired.'],
    ])('refuses a tampered or expired link (%s)', async (locale, message) => {
      const { link, user } = await registered();
      const expires = Number(link.searchParams.get('expires'));
      const signature = link.searchParams.get('signature')!;
      const base = `/api/email/verify/${user.id}/${link.pathname.split('/').at(-1)}`;
      for (const url of [
        `${base}?expires=${expires + 3600}&signature=${signature}`,
        `${base}?expires=${expires}&signature=${signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
        `/api/email/verify/${user.id}/${'0'.repeat(40)}?expires=${expires}&signature=${signature}`,
      ]) {
        const response = await t.app.inject({ url, headers: { 'accept-language': locale } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message });
      }
      jest.useFakeTimers({
        now: Date.now() + 61 * 60 * 1000,
        doNotFake: ['setImmediate', 'setTimeout', 'nextTick', 'queueMicrotask', 'setInterval'],
      });
      try {
        const expired = await t.app.inject({
          url: `${base}?expires=${expires}&signature=${signature}`,
          headers: { 'accept-language': locale },
        });
        expect(expired.statusCode).toBe(403);
        expect(expired.json()).toEqual({ message });
      } finally {
        jest.useRealTimers();
      }
      const row = await t.db.selectFrom('users').select('email_verified_at').executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeNull();
    });

    it('resends a link to the signed-in user, limited per user', async () => {
      const { token } = await registered();
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/email/verification-notification' });
      expect(anonymous.statusCode).toBe(401);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/email/verification-notification',
        headers: { ...bearer(token), ...en },
      });
      expect(response.json()).toEqual({
        message: 'A new verification link has been sent to your email address.',
      });
      expect(mailer.to('amani@example.cd')).toHaveLength(2);
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/email/verification-notification',
          headers: bearer(token),
        });
        statuses.push(again.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });

    it('tells a verified user there is nothing to resend', async () => {
      const account = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/email/verification-notification',
        headers: bearer(account.token),
      });
      expect(response.json()).toEqual({ message: 'Votre adresse email est déjà vérifiée.' });
      expect(mailer.sent).toHaveLength(0);
    });

    it('answers 401 to verify-status without a session', async () => {
      const response = await t.app.inject({ url: '/api/email/verify-status', headers: en });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    });
  });

  describe('forgot and reset password', () => {
    it('mails a single-use link, sets the new password and ends every session', async () => {
      const account = await createAccount(t.db, { email: 'jo@example.cd', preferred_language: 'en' });
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: fr,
        payload: { email: 'JO@example.cd' },
      });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({
        message:
          "Si un compte correspond à cette adresse, un lien de réinitialisation vient d'y être envoyé.",
      });
      const mail = await mailer.waitFor('jo@example.cd');
      expect(mail.subject).toBe('Reset your password – Sokoni');
      const link = linkIn(mail, 'https://sokoni.test/reset-password/');
      expect(link.searchParams.get('email')).toBe('jo@example.cd');
      const token = link.pathname.split('/').at(-1)!;

      const payload = {
        token,
        email: 'jo@example.cd',
        password: 'Goma-Volcan-Nyiragongo',
        password_confirmation: 'Goma-Volcan-Nyiragongo',
      };
      const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: en, payload });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });
      expect(
        (await t.app.inject({ url: '/api/user/profile', headers: bearer(account.token) })).statusCode,
      ).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'jo@example.cd', password: 'Goma-Volcan-Nyiragongo' },
      });
      expect(login.statusCode).toBe(200);

      const reused = await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: en, payload });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ message: 'This password reset link is invalid or has expired.' });
    });

    it('answers the same for an unknown address and mails nothing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: en,
        payload: { email: 'ghost@example.cd' },
      });
      expect(response.json()).toEqual({
        message: 'If an account matches this address, a password reset link has been sent to it.',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailer.sent).toHaveLength(0);
    });

    it('refuses an expired link, a link for another address, and weak passwords', async () => {
      await createAccount(t.db, { email: 'kin@example.cd' });
      await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'kin@example.cd' },
      });
      const token = linkIn(await mailer.waitFor('kin@example.cd'), 'https://sokoni.test/reset-password/')
        .pathname.split('/')
        .at(-1)!;
      const good = { password: 'Kisangani-Fleuve-9', password_confirmation: 'Kisangani-Fleuve-9' };

      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        headers: en,
        payload: { token, email: 'kin@example.cd', password: 'abc', password_confirmation: 'abd' },
      });
      expect(weak.json().errors).toEqual({
        password: ['Password must be at least 8 characters'],
        password_confirmation: ['Passwords must match'],
      });
      const otherAddress = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, email: 'someone@example.cd', ...good },
      });
      expect(otherAddress.statusCode).toBe(422);
      expect(otherAddress.json()).toEqual({
        message: 'Ce lien de réinitialisation est invalide ou a expiré.',
      });

      await t.db
        .updateTable('password_resets')
        .set({ expires_at: sql`now() - interval '1 second'` })
        .execute();
      const expired = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, email: 'kin@example.cd', ...good },
      });
      expect(expired.statusCode).toBe(422);
    });

    it('limits forgot-password requests per account from one address, not from everyone else', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: 'spam@example.cd' },
          remoteAddress: '10.1.1.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // The owner, elsewhere, can still ask for a link.
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'spam@example.cd' },
        remoteAddress: '10.1.1.2',
      });
      expect(owner.statusCode).toBe(200);
    });
  });

  it('hides nothing from a verified, active seller but hides the ads of a deleted account', async () => {
    const account = await createAccount(t.db);
    const categoryId = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    await insertAd(t.db, { title: 'Tecno Spark', userId: account.id, categoryId });
    const before = await t.app.inject({ url: '/api/ads' });
    expect(before.json().total).toBe(1);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', account.id).execute();
    const after = await t.app.inject({ url: '/api/ads' });
    expect(after.json().total).toBe(0);
  });
});
