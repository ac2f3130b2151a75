import { mkdir, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { sql } from 'kysely';
import { purgeExpiredAccounts } from '../src/accounts/purge';
import { buildTestApp, columnOf, describeEachEngine, truncateAll, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { bearer, CapturingMailer, createAccount, linkIn, mailingTo, PASSWORD } from './support/accounts';
import { itAnswers401ToAnonymousCallers, type EndpointCall } from './support/guards';
import { filesUnder } from './support/media-files';
import { multipartBody, type FilePart } from './support/multipart';

const en = { 'accept-language': 'en' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A profile photo part, as the profile form sends it. */
const avatarPart = (body: Buffer, filename = 'me.png'): FilePart => ({
  name: 'profile_image',
  filename,
  type: 'image/png',
  body,
});

describeEachEngine('account', (getDb) => {
  const mailer = new CapturingMailer();

  /** POST /api/user/profile as the profile form sends it (multipart, _method=PUT when it holds fields). */
  const postProfile = (
    token: string,
    form: ReturnType<typeof multipartBody>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token), ...headers },
    });

  const t = useTestApp(getDb, mailingTo(mailer));
  beforeEach(async () => {
    await insertCurrencies(t.db);
    mailer.sent.length = 0;
    await rm(t.mediaRoot, { recursive: true, force: true });
    await mkdir(t.mediaRoot, { recursive: true });
  });

  describe('authorization of every account endpoint', () => {
    const ownEndpoints: EndpointCall[] = [
      { method: 'GET', url: '/api/user/profile' },
      { method: 'POST', url: '/api/user/profile', payload: { bio: 'Vendeur à Goma' } },
      { method: 'PUT', url: '/api/user/profile', payload: { bio: 'Vendeur à Goma' } },
      { method: 'PUT', url: '/api/user/language', payload: { preferred_language: 'en' } },
      {
        method: 'PUT',
        url: '/api/user/password',
        payload: {
          current_password: PASSWORD,
          password: 'Nouveau-Mot-2-Passe',
          password_confirmation: 'Nouveau-Mot-2-Passe',
        },
      },
      {
        method: 'DELETE',
        url: '/api/user/account',
        payload: { password: PASSWORD, confirmation: 'DELETE' },
      },
      { method: 'GET', url: '/api/user/statistics' },
      { method: 'GET', url: '/api/email/verify-status' },
      { method: 'POST', url: '/api/email/verification-notification' },
      { method: 'GET', url: '/api/admin/accounts/expired' },
    ];

    itAnswers401ToAnonymousCallers(t, ownEndpoints);

    it.each(ownEndpoints.filter((endpoint) => !endpoint.url.startsWith('/api/admin')))(
      '$method $url acts on the caller only: the owner, another user and an admin each get their own',
      async ({ method, url, payload }) => {
        const owner = await createAccount(t.db, { name: 'Owner', email: 'owner@example.cd' });
        const other = await createAccount(t.db, { name: 'Other', email: 'other@example.cd' });
        const admin = await createAccount(t.db, { name: 'Admin', email: 'admin@example.cd', is_admin: true });
        const ownerRow = () =>
          t.db.selectFrom('users').where('id', '=', owner.id).selectAll().executeTakeFirstOrThrow();
        const ownerTokens = () =>
          t.db.selectFrom('auth_tokens').where('user_id', '=', owner.id).selectAll().execute();
        const before = [await ownerRow(), await ownerTokens()];
        for (const caller of [other, admin, owner]) {
          const response = await t.app.inject({ method, url, payload, headers: bearer(caller.token) });
          expect(response.statusCode).toBe(200);
          const body = response.json();
          const user = body.user ?? (body.id ? body : undefined);
          if (user) expect(user.id).toBe(caller.id);
          // Another user's or an administrator's call never touches the owner's account.
          if (caller !== owner) expect([await ownerRow(), await ownerTokens()]).toEqual(before);
        }
      },
    );

    it('GET /api/admin/accounts/expired is for administrators only', async () => {
      const user = await createAccount(t.db);
      const admin = await createAccount(t.db, { is_admin: true });
      await createAccount(t.db, { deleted_at: new Date(Date.now() - 31 * DAY_MS) });
      await createAccount(t.db, { deleted_at: new Date(Date.now() - 5 * DAY_MS) });
      const refused = await t.app.inject({
        url: '/api/admin/accounts/expired',
        headers: { ...bearer(user.token), ...en },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have permission to access this page' });
      const allowed = await t.app.inject({
        url: '/api/admin/accounts/expired',
        headers: bearer(admin.token),
      });
      expect(allowed.json()).toEqual({ count: 1 });
    });
  });

  describe('profile', () => {
    it('returns the bare user on GET', async () => {
      const account = await createAccount(t.db, { name: 'Mado', phone: '+243990000001' });
      const response = await t.app.inject({ url: '/api/user/profile', headers: bearer(account.token) });
      expect(response.json()).toMatchObject({
        id: account.id,
        name: 'Mado',
        phone: '+243990000001',
        email_verified: true,
      });
    });

    it('updates fields sent as multipart with _method=PUT', async () => {
      const account = await createAccount(t.db);
      const response = await postProfile(
        account.token,
        multipartBody({
          _method: 'PUT',
          name: ' Mado Ilunga ',
          phone: '0991234567',
          bio: 'Meubles à Lubumbashi',
          preferred_theme: 'dark',
          preferred_currency: 'cdf',
        }),
        en,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Your profile has been updated.',
        email_changed: false,
        user: {
          name: 'Mado Ilunga',
          phone: '+243991234567',
          bio: 'Meubles à Lubumbashi',
          preferred_theme: 'dark',
          preferred_currency: 'CDF',
        },
      });
    });

    it.each([
      [
        'fr',
        {
          name: ['Ce champ est obligatoire'],
          email: ['Veuillez entrer un email valide'],
          phone: ['Veuillez entrer un numéro de téléphone valide'],
          preferred_theme: ["La valeur choisie n'est pas valide"],
          preferred_currency: ['Cette devise est inconnue'],
        },
      ],
      [
        'en',
        {
          name: ['This field is required'],
          email: ['Please enter a valid email'],
          phone: ['Please enter a valid phone number'],
          preferred_theme: ['The selected value is invalid'],
          preferred_currency: ['This currency is unknown'],
        },
      ],
    ])('lists every invalid field (%s)', async (locale, errors) => {
      const account = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { ...bearer(account.token), 'accept-language': locale },
        payload: {
          name: ' ',
          email: 'nope',
          phone: '123',
          preferred_theme: 'pink',
          preferred_currency: 'XYZ',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });

    it('makes a changed email unverified and mails a link to the new address', async () => {
      const account = await createAccount(t.db, { preferred_language: 'en' });
      await createAccount(t.db, { email: 'taken@example.cd' });
      const taken = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { ...bearer(account.token), ...en },
        payload: { email: 'TAKEN@example.cd', current_password: PASSWORD },
      });
      expect(taken.json().errors).toEqual({ email: ['This email address is already in use'] });

      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { ...bearer(account.token), ...en },
        payload: { email: 'New@Example.cd', current_password: PASSWORD },
      });
      expect(response.json()).toMatchObject({
        email_changed: true,
        message:
          'Your profile has been updated. A verification link has been sent to your new email address.',
        user: { email: 'new@example.cd', email_verified: false, email_verified_at: null },
      });
      const link = linkIn(mailer.to('new@example.cd')[0], 'https://sokoni.test/verify-email/');
      const verify = await t.app.inject({
        url: `/api/email/verify/${link.pathname.split('/').slice(2).join('/')}${link.search}`,
      });
      expect(verify.statusCode).toBe(200);
    });

    it('stores a real photo as EXIF-free WebP at 256 and 512 px and removes the previous one', async () => {
      const account = await createAccount(t.db);
      const png = await sharp({
        create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 60 } },
      })
        .withMetadata({ exif: { IFD0: { Artist: 'Secret Person' } } })
        .png()
        .toBuffer();
      const upload = async () => {
        return postProfile(account.token, multipartBody({ _method: 'PUT' }, [avatarPart(png)]));
      };
      const first = await upload();
      expect(first.statusCode).toBe(200);
      const user = first.json().user;
      expect(user.profile_image).toMatch(new RegExp(`^/media/avatars/${account.id}/[a-z0-9]+-256\\.webp$`));
      expect(user.profile_image_large).toBe(user.profile_image.replace('-256.webp', '-512.webp'));
      const served = await t.app.inject({ url: user.profile_image });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
      const large = await sharp(
        (await t.app.inject({ url: user.profile_image_large })).rawPayload,
      ).metadata();
      expect(large.width).toBe(512);

      const second = await upload();
      expect(second.statusCode).toBe(200);
      const files = await filesUnder(t.mediaRoot);
      expect(files).toHaveLength(2);
      expect(
        files.every((file) => second.json().user.profile_image.includes(file.replace(/-512/, '-256'))),
      ).toBe(true);
    });

    it('keeps the previous photo and leaves no new file when saving the profile fails', async () => {
      const account = await createAccount(t.db);
      const upload = async (width: number) => {
        const png = await sharp({ create: { width, height: 300, channels: 3, background: '#336699' } })
          .png()
          .toBuffer();
        return postProfile(account.token, multipartBody({ _method: 'PUT' }, [avatarPart(png)]));
      };
      expect((await upload(400)).statusCode).toBe(200);
      const before = await filesUnder(t.mediaRoot);
      expect(before).toHaveLength(2);
      await sql`CREATE FUNCTION refuse_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.profile_image IS DISTINCT FROM OLD.profile_image THEN RAISE EXCEPTION 'refused for the test'; END IF;
          RETURN NEW;
        END $$`.execute(t.db);
      await sql`CREATE TRIGGER refuse_avatar BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_avatar()`.execute(
        t.db,
      );
      try {
        expect((await upload(500)).statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER refuse_avatar ON users`.execute(t.db);
        await sql`DROP FUNCTION refuse_avatar()`.execute(t.db);
      }
      expect(await filesUnder(t.mediaRoot)).toEqual(before);
    });

    it.each([
      ['fr', "L'image de profil doit être un fichier PNG, JPG, GIF ou WebP"],
      ['en', 'The profile image must be a PNG, JPG, GIF or WebP file'],
    ])('refuses a text file named .png and keeps nothing (%s)', async (locale, message) => {
      const account = await createAccount(t.db);
      const response = await postProfile(
        account.token,
        multipartBody({ name: 'Ignored' }, [
          avatarPart(Buffer.from('just some text, not a picture'), 'photo.png'),
        ]),
        { 'accept-language': locale },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ profile_image: [message] });
      expect(await filesUnder(t.mediaRoot)).toEqual([]);
      expect(await columnOf(t.db, 'users', account.id, 'name')).not.toBe('Ignored');
    });

    it.each([
      ['fr', "L'image de profil ne doit pas dépasser 2 Mo"],
      ['en', 'The profile image must not exceed 2 MB'],
    ])('refuses a photo over 2 MB and keeps nothing (%s)', async (locale, message) => {
      const account = await createAccount(t.db);
      const big = Buffer.concat([
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        Buffer.alloc(2 * 1024 * 1024 + 10),
      ]);
      const response = await postProfile(account.token, multipartBody({}, [avatarPart(big, 'big.png')]), {
        'accept-language': locale,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ profile_image: [message] });
      expect(await filesUnder(t.mediaRoot)).toEqual([]);
    });
  });

  it('saves the preferred language and refuses an unknown one', async () => {
    const account = await createAccount(t.db);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: bearer(account.token),
      payload: { preferred_language: 'en' },
    });
    expect(ok.json().user.preferred_language).toBe('en');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { ...bearer(account.token), ...en },
      payload: { preferred_language: 'ln' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ preferred_language: ['The selected value is invalid'] });
  });

  it('refuses a language the administrator turned off; sign-up and sign-in fall back to the account or the default', async () => {
    await t.db
      .insertInto('languages')
      .values([
        { code: 'fr', name: 'French', native_name: 'Français', is_default: true },
        { code: 'en', name: 'English', native_name: 'English', is_active: false },
      ])
      .execute();
    const account = await createAccount(t.db, { preferred_language: 'fr' });
    for (const [locale, message] of [
      ['fr', "Cette langue n'est pas proposée sur le site pour le moment."],
      ['en', 'This language is not offered on the site at the moment.'],
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/user/language',
        headers: { ...bearer(account.token), 'accept-language': locale },
        payload: { preferred_language: 'en' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ preferred_language: [message] });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: PASSWORD, locale: 'en' },
    });
    expect(login.json().user.preferred_language).toBe('fr');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: en,
      payload: {
        name: 'Amani',
        email: 'amani-lang@example.cd',
        password: 'Kinshasa-Langue-2026',
        password_confirmation: 'Kinshasa-Langue-2026',
        date_of_birth: '1990-01-01',
        preferred_language: 'en',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.preferred_language).toBe('fr');
  });

  describe('password change', () => {
    it('changes it and ends the other sessions, keeping this one', async () => {
      const account = await createAccount(t.db);
      const other = (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: account.email, password: PASSWORD },
        })
      ).json().token;
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: { ...bearer(account.token), ...en },
        payload: {
          current_password: PASSWORD,
          password: 'Matadi-Port-2025!',
          password_confirmation: 'Matadi-Port-2025!',
        },
      });
      expect(response.json()).toEqual({
        message: 'Your password has been changed. Your other sessions have been signed out.',
      });
      expect(
        (await t.app.inject({ url: '/api/user/profile', headers: bearer(account.token) })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(other) })).statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: 'Matadi-Port-2025!' },
      });
      expect(login.statusCode).toBe(200);
    });

    it.each([
      [
        'fr',
        {
          current_password: ['Le mot de passe actuel est incorrect'],
          password: ['Le mot de passe doit contenir au moins 8 caractères'],
          password_confirmation: ['Les mots de passe doivent correspondre'],
        },
      ],
      [
        'en',
        {
          current_password: ['The current password is incorrect'],
          password: ['Password must be at least 8 characters'],
          password_confirmation: ['Passwords must match'],
        },
      ],
    ])('explains what is wrong (%s)', async (locale, errors) => {
      const account = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: { ...bearer(account.token), 'accept-language': locale },
        payload: { current_password: 'not-it-at-all', password: 'short', password_confirmation: 'shorter' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });
  });

  describe('deletion and recovery', () => {
    /** What the recovery page is told about an address (POST /api/account/check-recovery). */
    const recoveryOf = async (email: string, headers: Record<string, string> = en) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/check-recovery',
          headers,
          payload: { email },
        })
      ).json();
    const restoreAccount = (email: string, password: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/account/restore', headers, payload: { email, password } });

    it.each([
      ['fr', { confirmation: ['Tapez DELETE pour confirmer'], password: ['Le mot de passe est incorrect'] }],
      ['en', { confirmation: ['Type DELETE to confirm'], password: ['The password is incorrect'] }],
    ])('needs the word DELETE and the password (%s)', async (locale, errors) => {
      const account = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: { ...bearer(account.token), 'accept-language': locale },
        payload: { password: 'wrong-one', confirmation: 'delete' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });

    it('deletes softly, hides the ads, offers recovery at login and restores', async () => {
      const account = await createAccount(t.db, { email: 'leaving@example.cd' });
      const categoryId = await insertCategory(t.db, 'cars', { fr: 'Voitures', en: 'Cars' });
      await insertAd(t.db, { title: 'Toyota RAV4', userId: account.id, categoryId });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: { ...bearer(account.token), ...en },
        payload: { password: PASSWORD, confirmation: 'DELETE' },
      });
      expect(deleted.json()).toEqual({
        message: 'Your account has been deleted. You can restore it within 30 days by logging in again.',
      });
      expect(
        (await t.app.inject({ url: '/api/user/profile', headers: bearer(account.token) })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ url: '/api/ads' })).json().total).toBe(0);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: en,
        payload: { email: account.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({
        message: 'This account has been deleted. You can still restore it within 30 days.',
        status: 'deleted',
        days_remaining: 30,
      });

      expect(await recoveryOf(account.email)).toEqual({
        status: 'deleted',
        message: 'This account can still be restored for 30 days.',
        days_remaining: 30,
        days_overdue: 0,
      });

      const wrong = await restoreAccount(account.email, 'nope-nope');
      expect(wrong.statusCode).toBe(422);
      const restored = await restoreAccount(account.email, PASSWORD, en);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({
        message: 'Your account has been restored. Welcome back!',
        days_remaining_before_deletion: 30,
        user: { id: account.id, deleted_at: null },
      });
      expect(
        (await t.app.inject({ url: '/api/user/profile', headers: bearer(restored.json().token) })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/api/ads' })).json().total).toBe(1);
      expect(await recoveryOf(account.email, {})).toEqual({
        status: 'active',
        message: 'Ce compte est actif. Vous pouvez vous connecter.',
        days_remaining: 0,
        days_overdue: 0,
      });
    });

    it('says when the grace period has expired, and for unknown addresses', async () => {
      const account = await createAccount(t.db, { deleted_at: new Date(Date.now() - 33 * DAY_MS) });
      expect(await recoveryOf(account.email)).toEqual({
        status: 'expired',
        message: 'The recovery period for this account has expired; it can no longer be restored.',
        days_remaining: 0,
        days_overdue: 3,
      });
      const restore = await restoreAccount(account.email, PASSWORD);
      expect(restore.statusCode).toBe(410);
      expect(restore.json()).toEqual({
        message: 'Le délai de récupération de ce compte a expiré : il ne peut plus être restauré.',
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(login.json()).toMatchObject({ status: 'expired' });
      expect(await recoveryOf('ghost@example.cd')).toEqual({
        status: 'not_found',
        message: 'No account matches this email address.',
        days_remaining: 0,
        days_overdue: 0,
      });
    });

    it('purges expired accounts with their ads, photos and tokens, and nothing else', async () => {
      const expired = await createAccount(t.db, {
        deleted_at: new Date(Date.now() - 31 * DAY_MS),
        profile_image: 'avatars/1/old-256.webp',
      });
      const recent = await createAccount(t.db, { deleted_at: new Date(Date.now() - 3 * DAY_MS) });
      const categoryId = await insertCategory(t.db, 'tvs', { fr: 'Télévisions', en: 'TVs' });
      const gone = await insertAd(t.db, { title: 'Samsung TV', userId: expired.id, categoryId, images: 1 });
      const kept = await insertAd(t.db, { title: 'LG TV', userId: recent.id, categoryId, images: 1 });
      for (const key of [
        `ads/${gone.id}/photo0-400.webp`,
        `ads/${gone.id}/photo0-800.webp`,
        `ads/${gone.id}/photo0-1600.webp`,
        'avatars/1/old-256.webp',
        'avatars/1/old-512.webp',
        `ads/${kept.id}/photo0-400.webp`,
      ]) {
        await t.storage.put(key, Buffer.from('x'));
      }
      const log: string[] = [];
      const purged = await purgeExpiredAccounts(t.db, t.storage, { log: (line) => log.push(line) });
      expect(purged).toEqual([{ id: expired.id, email: expired.email, ads: 1, files: 5 }]);
      expect(log[0]).toBe(`removed account ${expired.id} <${expired.email}>: 1 ad(s), 5 file(s)`);
      expect(await t.db.selectFrom('users').select('id').orderBy('id').execute()).toEqual([
        { id: recent.id },
      ]);
      expect(await t.db.selectFrom('ads').select('id').execute()).toEqual([{ id: kept.id }]);
      expect(await t.db.selectFrom('auth_tokens').select('user_id').execute()).toEqual([
        { user_id: recent.id },
      ]);
      expect(await filesUnder(t.mediaRoot)).toEqual([`ads/${kept.id}/photo0-400.webp`]);
    });
  });

  it('counts the ads and favourites of the signed-in user', async () => {
    const account = await createAccount(t.db);
    const other = await createAccount(t.db);
    const categoryId = await insertCategory(t.db, 'shoes', { fr: 'Chaussures', en: 'Shoes' });
    await insertAd(t.db, { title: 'Nike', userId: account.id, categoryId });
    await insertAd(t.db, { title: 'Adidas', userId: account.id, categoryId, status: 'pending' });
    await insertAd(t.db, { title: 'Old', userId: account.id, categoryId, status: 'deleted' });
    const theirs = await insertAd(t.db, { title: 'Puma', userId: other.id, categoryId });
    await t.db.insertInto('favorites').values({ user_id: account.id, ad_id: theirs.id }).execute();
    const response = await t.app.inject({ url: '/api/user/statistics', headers: bearer(account.token) });
    expect(response.json()).toEqual({
      total_ads: 2,
      active_ads: 1,
      total_favorites: 1,
      total_conversations: 0,
    });
  });
});

describeEachEngine('guards', (getDb) => {
  it('requireVerified lets only verified users through, with a clear message', async () => {
    const t = await buildTestApp(getDb().db, {
      beforeReady: (app) => {
        // Outside /api: the api mounts only the endpoints of its table there.
        app.post('/test-post-ad', { preHandler: app.requireVerified }, async () => ({ ok: true }));
      },
    });
    try {
      await truncateAll(t.db);
      const verified = await createAccount(t.db);
      const unverified = await createAccount(t.db, { email_verified_at: null });
      const anonymous = await t.app.inject({ method: 'POST', url: '/test-post-ad' });
      expect(anonymous.statusCode).toBe(401);
      for (const [locale, message] of [
        ['fr', 'Vous devez vérifier votre adresse email avant de publier une annonce.'],
        ['en', 'Your email address must be verified before you can post an ad.'],
      ]) {
        const refused = await t.app.inject({
          method: 'POST',
          url: '/test-post-ad',
          headers: { ...bearer(unverified.token), 'accept-language': locale },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message });
      }
      const allowed = await t.app.inject({
        method: 'POST',
        url: '/test-post-ad',
        headers: bearer(verified.token),
      });
      expect(allowed.json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });
});

describeEachEngine('dev mailbox', (getDb) => {
  it('shows outbox mails with their links when asked for, and is absent by default', async () => {
    const dev = await buildTestApp(getDb().db, { publicUrl: 'https://sokoni.test', devMailbox: true });
    const prod = await buildTestApp(getDb().db, { nodeEnv: 'production' });
    try {
      await truncateAll(dev.db);
      await dev.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Dev',
          email: 'dev@example.cd',
          password: 'Kinshasa-Dev-2025',
          password_confirmation: 'Kinshasa-Dev-2025',
          date_of_birth: '1990-01-01',
        },
      });
      const list = await dev.app.inject({ url: '/api/dev/mailbox' });
      expect(list.json().data).toEqual([
        expect.objectContaining({ to: 'dev@example.cd', subject: 'Vérifiez votre adresse email – Sokoni' }),
      ]);
      const one = await dev.app.inject({ url: `/api/dev/mailbox/${list.json().data[0].id}` });
      expect(one.json().links).toEqual([
        expect.stringMatching(
          /^https:\/\/sokoni\.test\/verify-email\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/,
        ),
      ]);
      expect(one.json().html).toContain('<a href="https://sokoni.test/verify-email/');
      expect((await prod.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await dev.close();
      await prod.close();
    }
  });
});
