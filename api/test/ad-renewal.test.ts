import { remindExpiringAds, renewalToken } from '../src/ads/renewal';
import { buildTestApp, columnOf, describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies, insertSettings, type AdFixture } from './fixtures';
import { CapturingMailer, bearer, createAccount, linkIn } from './support/accounts';

const en = { 'accept-language': 'en' };
const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-02T08:00:00Z');
const SECRET = 'test-app-secret';

describeEachEngine('ad expiry reminders and renewal', (getDb) => {
  let now = START;
  const mailer = new CapturingMailer();
  let category: number;

  const remind = () =>
    remindExpiringAds({ db: t.db, mailer, secret: SECRET, publicUrl: 'https://sokoni.test', now: () => now });
  const renewByLink = (token: string, headers: Record<string, string> = en) =>
    t.app.inject({ method: 'POST', url: '/api/ad-renewals', payload: { token }, headers });
  const expiryOf = async (id: number) =>
    await t.db
      .selectFrom('ads')
      .where('id', '=', id)
      .select(['expires_at', 'status'])
      .executeTakeFirstOrThrow();

  /** An ad of `owner` in the suite's category that expires at `expiresAt`. */
  const adOf = (owner: { id: number }, title: string, expiresAt: Date, values: Partial<AdFixture> = {}) =>
    insertAd(t.db, { title, userId: owner.id, categoryId: category, expiresAt, ...values });

  const t = useTestApp(getDb, {
    mailer,
    appSecret: SECRET,
    clock: () => now,
    publicUrl: 'https://sokoni.test',
  });
  beforeEach(async () => {
    await insertCurrencies(t.db);
    category = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    mailer.sent.length = 0;
    now = START;
  });

  it('the ad JSON carries its expiry date', async () => {
    const owner = await createAccount(t.db);
    const ad = await adOf(owner, 'Samsung A14 neuf', new Date(Date.now() + 5 * DAY_MS));
    const mine = (await t.app.inject({ url: '/api/my-ads', headers: bearer(owner.token) })).json();
    expect(mine.data.find((row: { id: number }) => row.id === ad.id).expires_at).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
  });

  it('reminds once per ad and period, N days before (admin setting), in the owner language', async () => {
    const owner = await createAccount(t.db, { email: 'owner@example.cd', preferred_language: 'en' });
    const soon = await adOf(owner, 'Samsung A14 neuf', new Date(START + 2 * DAY_MS));
    const later = await adOf(owner, 'Toyota RAV4 2015', new Date(START + 5 * DAY_MS));
    expect(await remind()).toBe(1);
    // Again, and twice at once: nothing more.
    expect(await Promise.all([remind(), remind(), remind()])).toEqual([0, 0, 0]);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe('owner@example.cd');
    expect(mail.subject).toBe('Your ad expires soon – Sokoni');
    expect(mail.text).toContain('Your ad “Samsung A14 neuf” expires on 4 March 2026 (in 2 days).');
    const link = linkIn(mail, 'https://sokoni.test/renew/');
    expect(decodeURIComponent(link.pathname.split('/').pop()!)).toBe(
      renewalToken(SECRET, soon.id, new Date(START + 2 * DAY_MS)),
    );

    // The admin setting moves the horizon: 6 days now reaches the second ad.
    await insertSettings(t.db, { expiry_reminder_days: 6 });
    expect(await remind()).toBe(1);
    expect(mailer.sent.map((sent) => sent.text.includes('Toyota RAV4 2015'))).toEqual([false, true]);
    expect(await columnOf(t.db, 'ads', later.id, 'expiry_reminded_at')).not.toBeNull();

    // A renewal starts a new period, which gets its own reminder when its end comes near.
    const renewed = await renewByLink(link.pathname.split('/').pop()!);
    expect(renewed.statusCode).toBe(200);
    expect(await remind()).toBe(0);
    now = new Date(renewed.json().ad.expires_at).getTime() - DAY_MS;
    expect(await remind()).toBe(1);
    expect(mailer.sent.at(-1)!.text).toContain('Samsung A14 neuf');
  });

  it('a reminder through the durable queue: the job sends each one once', async () => {
    const owner = await createAccount(t.db, { email: 'queued@example.cd' });
    await adOf(owner, 'Frigo LG 300 L', new Date(Date.now() + DAY_MS));
    const queued = await buildTestApp(t.db, {
      mailer,
      appSecret: SECRET,
      expiryReminderIntervalMs: 60_000,
      jobsPollingIntervalSeconds: 0.5,
    });
    try {
      const mail = await mailer.waitFor('queued@example.cd');
      expect(mail.subject).toBe('Votre annonce expire bientôt – Sokoni');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(mailer.to('queued@example.cd')).toHaveLength(1);
    } finally {
      await queued.close();
    }
  });

  it('no mail when the site sends no notifications, and none for sold, deleted or banned sellers’ ads', async () => {
    const owner = await createAccount(t.db);
    const banned = await createAccount(t.db, { is_banned: true });
    await adOf(owner, 'Vendu déjà', new Date(START + DAY_MS), { status: 'sold' });
    await adOf(banned, 'Vendeur banni', new Date(START + DAY_MS));
    expect(await remind()).toBe(0);
    await adOf(owner, 'Sans notifications', new Date(START + DAY_MS));
    await insertSettings(t.db, { enable_email_notifications: false });
    expect(await remind()).toBe(1);
    expect(mailer.sent).toHaveLength(0);
  });

  describe('the one-tap link', () => {
    it('renews without signing in, once; a second use is 409', async () => {
      const owner = await createAccount(t.db);
      const expiresAt = new Date(START + 2 * DAY_MS);
      const ad = await adOf(owner, 'Samsung A14 neuf', expiresAt);
      const token = renewalToken(SECRET, ad.id, expiresAt);
      const first = await renewByLink(token, { 'accept-language': 'fr' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: 'Votre annonce est renouvelée jusqu’au 1 mai 2026.',
        ad: {
          id: ad.id,
          slug: ad.slug,
          title: 'Samsung A14 neuf',
          expires_at: new Date(START + 60 * DAY_MS).toISOString(),
        },
      });
      const again = await renewByLink(token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This link was already used: the ad has been renewed since.' });
      expect((await expiryOf(ad.id)).expires_at).toEqual(new Date(START + 60 * DAY_MS));
    });

    it('renews an expired ad within the grace period, not after it (410)', async () => {
      const owner = await createAccount(t.db);
      const expiresAt = new Date(START - 3 * DAY_MS);
      const ad = await adOf(owner, 'Moto Haojue 2022', expiresAt, { status: 'expired' });
      const token = renewalToken(SECRET, ad.id, expiresAt);
      now = expiresAt.getTime() + 15 * DAY_MS;
      const late = await renewByLink(token);
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toBe('This renewal link has expired. Renew the ad from “My ads”.');
      now = expiresAt.getTime() + 13 * DAY_MS;
      expect((await renewByLink(token)).statusCode).toBe(200);
      expect(await expiryOf(ad.id)).toMatchObject({ status: 'active' });
    });

    it('refuses a tampered link (404) and leaves the ad alone', async () => {
      const owner = await createAccount(t.db);
      const expiresAt = new Date(START + 2 * DAY_MS);
      const ad = await adOf(owner, 'Samsung A14 neuf', expiresAt);
      const other = await adOf(owner, 'Autre annonce', expiresAt);
      const token = renewalToken(SECRET, ad.id, expiresAt);
      const [, ms, mac] = token.split('.');
      for (const forged of [
        `${other.id}.${ms}.${mac}`,
        `${ad.id}.${Number(ms) + 1000}.${mac}`,
        `${ad.id}.${ms}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
        renewalToken('another-secret', ad.id, expiresAt),
        'nonsense',
      ]) {
        const response = await renewByLink(forged);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'This renewal link is not valid.' });
      }
      expect((await expiryOf(ad.id)).expires_at).toEqual(expiresAt);
      expect((await expiryOf(other.id)).expires_at).toEqual(expiresAt);
    });
  });

  describe('renewal from My ads', () => {
    const renew = (id: number, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/ads/${id}/renew`, headers: { ...en, ...headers } });

    it('authorization: anonymous 401, another user 403, the owner and an admin renew', async () => {
      const owner = await createAccount(t.db);
      const other = await createAccount(t.db);
      const admin = await createAccount(t.db, { is_admin: true });
      // A public ad (its period runs now): another user learns it exists, and is refused.
      now = Date.now();
      const start = now;
      const ad = await adOf(owner, 'Samsung A14 neuf', new Date(start + 2 * DAY_MS));
      expect((await renew(ad.id)).statusCode).toBe(401);
      const refused = await renew(ad.id, bearer(other.token));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have permission to edit this ad' });
      expect((await expiryOf(ad.id)).expires_at).toEqual(new Date(start + 2 * DAY_MS));
      const byOwner = await renew(ad.id, bearer(owner.token));
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.json().ad.expires_at).toBe(new Date(start + 60 * DAY_MS).toISOString());
      now += 54 * DAY_MS;
      expect((await renew(ad.id, bearer(admin.token))).statusCode).toBe(200);
      expect((await expiryOf(ad.id)).expires_at).toEqual(new Date(now + 60 * DAY_MS));
    });

    it('any time in the last week or once expired; earlier is 409 with the first day it can', async () => {
      const owner = await createAccount(t.db);
      const ad = await adOf(owner, 'Toyota RAV4 2015', new Date(START + 10 * DAY_MS));
      const early = await renew(ad.id, { ...bearer(owner.token), 'accept-language': 'fr' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Vous pourrez renouveler cette annonce à partir du 5 mars 2026.');
      now += 3 * DAY_MS + 1000;
      expect((await renew(ad.id, bearer(owner.token))).statusCode).toBe(200);
      const sold = await adOf(owner, 'Vendu', new Date(now + DAY_MS), { status: 'sold' });
      expect((await renew(sold.id, bearer(owner.token))).statusCode).toBe(409);
      const expired = await adOf(owner, 'Expirée', new Date(now - 40 * DAY_MS), { status: 'expired' });
      expect((await renew(expired.id, bearer(owner.token))).statusCode).toBe(200);
      expect(await expiryOf(expired.id)).toMatchObject({ status: 'active' });
    });
  });
});
