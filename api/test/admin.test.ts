import { columnOf, describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies, insertLocation, insertSettings } from './fixtures';
import { bearer, CapturingMailer, createAccount, mailingTo, PASSWORD } from './support/accounts';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  method: Method;
  url: string;
  payload?: object;
}

describeEachEngine('admin', (getDb) => {
  const mailer = new CapturingMailer();
  let categoryId: number;

  const t = useTestApp(getDb, mailingTo(mailer));
  beforeEach(async () => {
    await insertCurrencies(t.db);
    await t.db
      .insertInto('languages')
      .values([
        { code: 'fr', name: 'French', native_name: 'Français', is_default: true },
        { code: 'en', name: 'English', native_name: 'English' },
      ])
      .execute();
    categoryId = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    mailer.sent.length = 0;
  });

  const inject = (method: Method, url: string, token?: string, payload?: object, headers: object = en) =>
    t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });

  describe('authorization of every admin endpoint', () => {
    /** Each endpoint with what it needs to succeed for an administrator. */
    const endpoints = (ids: { ad: number; rejectAd: number; deleteAd: number; user: number; plan: number; location: number; category: number }): Endpoint[] => [
      { method: 'GET', url: '/api/admin/stats' },
      { method: 'GET', url: '/api/admin/ads/pending' },
      { method: 'GET', url: '/api/admin/ads?status=pending&q=Samsung' },
      { method: 'POST', url: `/api/admin/ads/${ids.ad}/approve` },
      { method: 'POST', url: `/api/admin/ads/${ids.rejectAd}/reject`, payload: { reason: 'Photos floues' } },
      { method: 'DELETE', url: `/api/admin/ads/${ids.deleteAd}`, payload: { reason: 'Arnaque' } },
      { method: 'GET', url: '/api/admin/users?filter=all&q=seller' },
      { method: 'PUT', url: `/api/admin/users/${ids.user}`, payload: { name: 'Mado Ilunga' } },
      { method: 'POST', url: `/api/admin/users/${ids.user}/trust`, payload: { reason: 'Pièce vérifiée' } },
      { method: 'POST', url: `/api/admin/users/${ids.user}/untrust`, payload: { reason: 'Erreur' } },
      { method: 'POST', url: `/api/admin/users/${ids.user}/admin` },
      { method: 'POST', url: `/api/admin/users/${ids.user}/revoke-admin` },
      { method: 'POST', url: `/api/admin/users/${ids.user}/ban`, payload: { reason: 'Spam' } },
      { method: 'POST', url: `/api/admin/users/${ids.user}/unban`, payload: { reason: 'Recours accepté' } },
      { method: 'DELETE', url: `/api/admin/users/${ids.user}`, payload: { reason: 'Demande' } },
      { method: 'GET', url: '/api/admin/settings' },
      { method: 'POST', url: '/api/admin/settings', payload: { site_name: 'Sokoni RDC' } },
      { method: 'GET', url: '/api/admin/currencies' },
      { method: 'POST', url: '/api/admin/currencies', payload: { code: 'XAF', name: 'Franc CFA', symbol: 'FCFA', exchange_rate: 600, decimal_places: 0, symbol_position: 'after' } },
      { method: 'PUT', url: '/api/admin/currencies/EUR', payload: { exchange_rate: 0.9 } },
      { method: 'POST', url: '/api/admin/currencies/EUR/base' },
      { method: 'DELETE', url: '/api/admin/currencies/GBP' },
      { method: 'GET', url: '/api/admin/languages' },
      { method: 'POST', url: '/api/admin/languages/en/deactivate' },
      { method: 'POST', url: '/api/admin/languages/en/activate' },
      { method: 'GET', url: '/api/admin/promotion-plans' },
      { method: 'POST', url: '/api/admin/promotion-plans', payload: { name: 'Flash', description: 'Trois jours', price: 1.5, currency_code: 'USD', duration_days: 3, features: ['En tête'], boost_type: 'standard' } },
      { method: 'PUT', url: `/api/admin/promotion-plans/${ids.plan}`, payload: { is_active: false } },
      { method: 'DELETE', url: `/api/admin/promotion-plans/${ids.plan}` },
      { method: 'GET', url: '/api/admin/categories' },
      { method: 'POST', url: '/api/admin/categories', payload: { slug: 'tablets', name_fr: 'Tablettes', name_en: 'Tablets' } },
      { method: 'PUT', url: `/api/admin/categories/${ids.category}`, payload: { is_active: false } },
      { method: 'DELETE', url: `/api/admin/categories/${ids.category}` },
      { method: 'GET', url: '/api/admin/locations' },
      { method: 'POST', url: '/api/admin/locations', payload: { slug: 'goma', name: 'Goma', type: 'city' } },
      { method: 'PUT', url: `/api/admin/locations/${ids.location}`, payload: { name: 'Kinshasa' } },
      { method: 'DELETE', url: `/api/admin/locations/${ids.location}` },
      { method: 'GET', url: '/api/admin/translations?group=common&missing=en' },
      { method: 'PUT', url: '/api/admin/translations', payload: { locale: 'fr', group: 'common', key: 'nav.home', value: 'Accueil' } },
      { method: 'GET', url: '/api/admin/audit-log' },
    ];

    async function fixtures() {
      const seller = await createAccount(t.db, { name: 'Seller' });
      const ad = await insertAd(t.db, { title: 'Samsung A14', userId: seller.id, categoryId, status: 'pending' });
      const rejectAd = await insertAd(t.db, { title: 'iPhone 11', userId: seller.id, categoryId, status: 'pending' });
      const deleteAd = await insertAd(t.db, { title: 'Nokia 3310', userId: seller.id, categoryId });
      const { id: plan } = await t.db
        .insertInto('promotion_plans')
        .values({ slug: 'basic', name: 'Basic', description: 'Une semaine', price_minor: 300, currency_code: 'USD', duration_days: 7, features: '[]', boost_type: 'standard' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: location } = await t.db
        .insertInto('locations')
        .values({ slug: 'kin', name: 'Kin', type: 'province', path: 'Kin' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const category = await insertCategory(t.db, 'empty', { fr: 'Vide', en: 'Empty' });
      return { ad: ad.id, rejectAd: rejectAd.id, deleteAd: deleteAd.id, user: seller.id, plan, location, category };
    }

    it('answers 401 to anonymous callers, 403 to users and business accounts, 2xx to an administrator', async () => {
      const ids = await fixtures();
      const user = await createAccount(t.db, { name: 'User' });
      const business = await createAccount(t.db, { name: 'Shop', account_type: 'business' });
      const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
      const list = endpoints(ids);
      for (const { method, url, payload } of list) {
        const anonymous = await inject(method, url, undefined, payload);
        expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
        expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
        for (const caller of [user, business]) {
          const refused = await inject(method, url, caller.token, payload);
          expect([method, url, refused.statusCode]).toEqual([method, url, 403]);
          expect(refused.json()).toEqual({ message: 'You do not have permission to access this page' });
        }
      }
      // Nothing was changed by the refused calls.
      expect(await t.db.selectFrom('admin_audit_log').selectAll().execute()).toEqual([]);
      for (const { method, url, payload } of list) {
        const allowed = await inject(method, url, admin.token, payload);
        expect([method, url, allowed.statusCode, allowed.statusCode < 300 ? '' : allowed.body]).toEqual([
          method,
          url,
          allowed.statusCode >= 200 && allowed.statusCode < 300 ? allowed.statusCode : 200,
          '',
        ]);
      }
      // Every change is in the audit log, with its author.
      const audit = await inject('GET', '/api/admin/audit-log?per_page=60', admin.token);
      const changes = list.filter((endpoint) => endpoint.method !== 'GET').length;
      expect(audit.json().total).toBe(changes);
      expect(audit.json().data[0]).toMatchObject({ admin: { id: admin.id, name: 'Admin' }, action: 'translation.update' });
    });
  });

  describe('moderation', () => {
    it('lists pending ads oldest first with photos and the seller history', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db, { name: 'Mado' });
      await insertAd(t.db, { title: 'Old active', userId: seller.id, categoryId });
      await insertAd(t.db, { title: 'Rejected before', userId: seller.id, categoryId, status: 'rejected' });
      await insertAd(t.db, { title: 'Newer', userId: seller.id, categoryId, status: 'pending', createdAt: new Date(Date.now() - 1000) });
      await insertAd(t.db, { title: 'Older', userId: seller.id, categoryId, status: 'pending', createdAt: new Date(Date.now() - 60_000), images: 2 });
      const response = await inject('GET', '/api/admin/ads/pending', admin.token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.data.map((ad: { title: string }) => ad.title)).toEqual(['Older', 'Newer']);
      expect(body.data[0].images).toHaveLength(2);
      expect(body.data[0].seller_history).toMatchObject({ name: 'Mado', ads_total: 4, ads_active: 1, ads_rejected: 1 });
    });

    it('approves a pending ad: it goes live in search and the owner is mailed in their language', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db, { name: 'Jo', preferred_language: 'en' });
      const ad = await insertAd(t.db, { title: 'Samsung A14', userId: seller.id, categoryId, status: 'pending' });
      expect((await inject('GET', '/api/ads?q=Samsung')).json().total).toBe(0);
      const response = await inject('POST', `/api/admin/ads/${ad.id}/approve`, admin.token, undefined, fr);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: "L'annonce a été approuvée.", ad: { id: ad.id, status: 'active' } });
      expect((await inject('GET', '/api/ads?q=Samsung')).json().total).toBe(1);
      const mail = await mailer.waitFor(seller.email);
      expect(mail.subject).toBe('Your ad is live – Sokoni');
      expect(mail.text).toContain('"Samsung A14" has been approved');
      expect(mail.text).toContain(`https://sokoni.test/ads/${ad.slug}`);
      const again = await inject('POST', `/api/admin/ads/${ad.id}/approve`, admin.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This ad is no longer awaiting review' });
    });

    it.each([
      ['fr', 'Ce champ est obligatoire'],
      ['en', 'This field is required'],
    ])('requires a rejection reason (%s)', async (locale, text) => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const ad = await insertAd(t.db, { title: 'Vélo', userId: seller.id, categoryId, status: 'pending' });
      for (const payload of [{}, { reason: '' }]) {
        const response = await inject('POST', `/api/admin/ads/${ad.id}/reject`, admin.token, payload, { 'accept-language': locale });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ reason: [text] });
      }
      const row = await t.db.selectFrom('ads').select('status').where('id', '=', ad.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
    });

    it('rejects with a reason the owner reads in My Ads and in a mail in their language', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db, { name: 'Mado', preferred_language: 'fr' });
      const ad = await insertAd(t.db, { title: 'Vélo', userId: seller.id, categoryId, status: 'pending' });
      const response = await inject('POST', `/api/admin/ads/${ad.id}/reject`, admin.token, { reason: ' Photos floues ' });
      expect(response.json()).toMatchObject({ message: 'The ad has been rejected.', ad: { status: 'rejected', rejection_reason: 'Photos floues' } });
      const mine = await inject('GET', '/api/my-ads', seller.token);
      expect(mine.json().data[0]).toMatchObject({ id: ad.id, status: 'rejected', rejection_reason: 'Photos floues' });
      const mail = await mailer.waitFor(seller.email);
      expect(mail.subject).toBe("Votre annonce n'a pas été acceptée – Sokoni");
      expect(mail.text).toContain('Motif : Photos floues');
      expect(mail.text).toContain(`https://sokoni.test/edit-ad/${ad.slug}`);
      const audit = await t.db.selectFrom('admin_audit_log').selectAll().executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ admin_id: admin.id, action: 'ad.reject', target_type: 'ad', target_id: String(ad.id), reason: 'Photos floues' });
    });

    it('deletes any ad with a required reason and lists every status with filters', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const ad = await insertAd(t.db, { title: 'Arnaque iPhone', userId: seller.id, categoryId });
      await insertAd(t.db, { title: 'Table', userId: seller.id, categoryId, status: 'sold' });
      expect((await inject('DELETE', `/api/admin/ads/${ad.id}`, admin.token, {})).statusCode).toBe(422);
      const listed = await inject('GET', '/api/admin/ads?status=sold', admin.token);
      expect(listed.json().data.map((a: { title: string }) => a.title)).toEqual(['Table']);
      const searched = await inject('GET', '/api/admin/ads?q=iphone', admin.token);
      expect(searched.json().data.map((a: { title: string }) => a.title)).toEqual(['Arnaque iPhone']);
      const deleted = await inject('DELETE', `/api/admin/ads/${ad.id}`, admin.token, { reason: 'Arnaque' });
      expect(deleted.json()).toEqual({ message: 'The ad has been deleted.' });
      expect((await inject('GET', `/api/ads/${ad.slug}`)).statusCode).toBe(404);
      await mailer.waitFor(seller.email);
    });
  });

  describe('users', () => {
    it('ban revokes every session at once, refuses sign-in and takes the ads out of search; unban restores', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db, { name: 'Spammer' });
      await insertAd(t.db, { title: 'Groupe électrogène', userId: seller.id, categoryId });
      expect((await inject('GET', '/api/ads?q=groupe')).json().total).toBe(1);
      expect((await inject('POST', `/api/admin/users/${seller.id}/ban`, admin.token, { reason: '' })).statusCode).toBe(422);
      const banned = await inject('POST', `/api/admin/users/${seller.id}/ban`, admin.token, { reason: 'Spam' });
      expect(banned.json()).toMatchObject({ message: 'The user has been banned.', user: { is_banned: true, ban_reason: 'Spam' } });
      expect((await inject('GET', '/api/user/profile', seller.token)).statusCode).toBe(401);
      const login = await inject('POST', '/api/login', undefined, { email: seller.email, password: PASSWORD });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe('Your account has been suspended. Contact the Sokoni team to learn more.');
      expect((await inject('GET', '/api/ads?q=groupe')).json().total).toBe(0);
      const users = await inject('GET', '/api/admin/users?filter=banned', admin.token);
      expect(users.json().data.map((u: { id: number }) => u.id)).toEqual([seller.id]);
      await inject('POST', `/api/admin/users/${seller.id}/unban`, admin.token, { reason: 'Recours' });
      expect((await inject('GET', '/api/ads?q=groupe')).json().total).toBe(1);
      expect((await inject('POST', '/api/login', undefined, { email: seller.email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('an administrator cannot ban or revoke themself, nor revoke the last administrator', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const self = await inject('POST', `/api/admin/users/${admin.id}/revoke-admin`, admin.token);
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({ message: 'You cannot do this to your own account' });
      expect((await inject('POST', `/api/admin/users/${admin.id}/ban`, admin.token, { reason: 'x' })).statusCode).toBe(403);
      const other = await createAccount(t.db, { is_admin: true });
      // Two administrators: one may revoke the other, and then the remaining one is the last.
      expect((await inject('POST', `/api/admin/users/${other.id}/revoke-admin`, admin.token)).statusCode).toBe(200);
      await t.db.updateTable('users').set({ is_admin: false }).where('id', '=', admin.id).execute();
      await t.db.updateTable('users').set({ is_admin: true }).where('id', '=', other.id).execute();
      await t.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute();
      await t.db.updateTable('users').set({ is_admin: false }).where('id', '=', other.id).execute();
      const third = await createAccount(t.db);
      expect((await inject('POST', `/api/admin/users/${third.id}/revoke-admin`, admin.token)).json().user.is_admin).toBe(false);
    });

    it('edits a user and refuses an email already in use', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const user = await createAccount(t.db, { email: 'a@example.cd' });
      await createAccount(t.db, { email: 'b@example.cd' });
      const taken = await inject('PUT', `/api/admin/users/${user.id}`, admin.token, { email: 'b@example.cd' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['This email address is already in use'] });
      const edited = await inject('PUT', `/api/admin/users/${user.id}`, admin.token, { name: 'Mado', account_type: 'business', phone: '0991234567' });
      expect(edited.json().user).toMatchObject({ name: 'Mado', account_type: 'business', phone: '+243991234567' });
    });
  });

  describe('currencies', () => {
    it.each([
      ['en', 'Cannot delete the base currency', 'Cannot delete currency with existing ads', 'Cannot deactivate the base currency'],
      ['fr', 'Impossible de supprimer la devise de base', 'Impossible de supprimer une devise utilisée par des annonces', 'Impossible de désactiver la devise de base'],
    ])('keeps the currency rules with their texts (%s)', async (locale, baseDelete, withAds, baseDeactivate) => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      await insertAd(t.db, { title: 'Moto', userId: seller.id, categoryId, currency: 'CDF', price: 2_500_000 });
      const headers = { 'accept-language': locale };
      const base = await inject('DELETE', '/api/admin/currencies/USD', admin.token, undefined, headers);
      expect([base.statusCode, base.json()]).toEqual([409, { message: baseDelete }]);
      const used = await inject('DELETE', '/api/admin/currencies/CDF', admin.token, undefined, headers);
      expect([used.statusCode, used.json()]).toEqual([409, { message: withAds }]);
      const off = await inject('PUT', '/api/admin/currencies/USD', admin.token, { is_active: false }, headers);
      expect([off.statusCode, off.json()]).toEqual([409, { message: baseDeactivate }]);
      expect((await inject('DELETE', '/api/admin/currencies/GBP', admin.token)).statusCode).toBe(204);
      // A new base: the old one can then be deactivated.
      expect((await inject('POST', '/api/admin/currencies/EUR/base', admin.token)).json()).toMatchObject({ code: 'EUR', is_base: true });
      expect((await inject('PUT', '/api/admin/currencies/USD', admin.token, { is_active: false })).json()).toMatchObject({ is_base: false, is_active: false });
    });

    it('a new rate moves the normalised prices of the currency’s ads', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const ad = await insertAd(t.db, { title: 'Moto', userId: seller.id, categoryId, currency: 'CDF', price: 2_500_000 });
      await inject('PUT', '/api/admin/currencies/CDF', admin.token, { exchange_rate: 2000 });
      const row = await t.db.selectFrom('ads').select('price_usd_cents').where('id', '=', ad.id).executeTakeFirstOrThrow();
      expect(Number(row.price_usd_cents)).toBe(125_000);
    });
  });

  describe('catalogue, languages and plans', () => {
    it('a category or place with ads cannot be deleted, only hidden; the default language stays active', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      await insertAd(t.db, { title: 'Moto', userId: seller.id, categoryId });
      const refused = await inject('DELETE', `/api/admin/categories/${categoryId}`, admin.token);
      expect([refused.statusCode, refused.json()]).toEqual([409, { message: 'A category that has ads cannot be deleted; hide it instead' }]);
      expect((await inject('PUT', `/api/admin/categories/${categoryId}`, admin.token, { is_active: false })).json()).toMatchObject({ is_active: false });
      expect((await inject('GET', '/api/categories')).json().data).toEqual([]);
      const fr = await inject('POST', '/api/admin/languages/fr/deactivate', admin.token);
      expect([fr.statusCode, fr.json()]).toEqual([409, { message: 'The default language cannot be deactivated' }]);
    });

    it('renaming a place renames the paths below it and logs the edit; a slug already taken is a 422', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const city = await insertLocation(t.db, 'lubumbashi', 'Lubumbashi', 'city');
      const commune = await insertLocation(t.db, 'kenya', 'Kenya', 'commune', city);
      await insertLocation(t.db, 'likasi', 'Likasi', 'city');
      const renamed = await inject('PUT', `/api/admin/locations/${city.id}`, admin.token, { name: ' Lubumbashi Ville ' });
      expect(renamed.json()).toMatchObject({ name: 'Lubumbashi Ville', slug: 'lubumbashi' });
      expect(await columnOf(t.db, 'locations', commune.id, 'path')).toBe('Kenya, Lubumbashi Ville');
      const audit = await t.db.selectFrom('admin_audit_log').selectAll().executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'location.update', target_id: String(city.id), target_label: 'lubumbashi' });
      const taken = await inject('PUT', `/api/admin/locations/${city.id}`, admin.token, { slug: 'likasi' });
      expect([taken.statusCode, taken.json().errors]).toEqual([422, { slug: ['This slug is already in use'] }]);
      const hidden = await inject('PUT', `/api/admin/categories/${categoryId}`, admin.token, { is_active: false, slug: 'motos' });
      expect(hidden.json()).toMatchObject({ is_active: false, slug: 'motos' });
      const actions = await t.db.selectFrom('admin_audit_log').select('action').orderBy('id').execute();
      expect(actions.map((row) => row.action)).toEqual(['location.update', 'category.hide']);
    });

    it('a deactivated language is no longer offered by the public settings, and comes back when activated', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      expect((await inject('GET', '/api/settings')).json().languages).toEqual(['fr', 'en']);
      expect((await inject('POST', '/api/admin/languages/en/deactivate', admin.token)).statusCode).toBe(200);
      expect((await inject('GET', '/api/settings')).json().languages).toEqual(['fr']);
      await inject('POST', '/api/admin/languages/en/activate', admin.token);
      expect((await inject('GET', '/api/settings')).json().languages).toEqual(['fr', 'en']);
    });

    it('creates and deactivates promotion plans with prices in minor units', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const created = await inject('POST', '/api/admin/promotion-plans', admin.token, {
        name: 'Élite Boost', description: 'Un mois', price: 12.5, currency_code: 'usd', duration_days: 30, features: ['Accueil'], boost_type: 'exclusive',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ slug: 'elite-boost', price: 12.5, price_minor: 1250, currency_code: 'USD', is_active: true });
      const off = await inject('PUT', `/api/admin/promotion-plans/${created.json().id}`, admin.token, { is_active: false });
      expect(off.json().is_active).toBe(false);
    });
  });

  describe('settings and maintenance', () => {
    it('saves every field, hides the admin address from the public call and takes effect at once', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const saved = await inject('POST', '/api/admin/settings', admin.token, { auto_approve_ads: true, max_images_per_ad: 4, admin_email: 'ops@sokoni.cd' });
      expect(saved.json()).toMatchObject({ auto_approve_ads: true, max_images_per_ad: 4, admin_email: 'ops@sokoni.cd', site_name: 'Sokoni' });
      const publicSettings = (await inject('GET', '/api/settings')).json();
      expect(publicSettings).toMatchObject({ auto_approve_ads: true, max_images_per_ad: 4 });
      expect(publicSettings).not.toHaveProperty('admin_email');
      const invalid = await inject('POST', '/api/admin/settings', admin.token, { max_images_per_ad: 0, default_currency: 'XYZ' });
      expect(invalid.statusCode).toBe(422);
    });

    it('maintenance: write calls answer 503 with Retry-After to visitors and users, administrators keep full access', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const user = await createAccount(t.db);
      await insertSettings(t.db, { maintenance_mode: true });
      const visitor = await inject('POST', '/api/contact', undefined, { name: 'A', email: 'a@example.cd', subject: 'S', message: 'Bonjour' });
      expect(visitor.statusCode).toBe(503);
      expect(visitor.headers['retry-after']).toBe('300');
      expect(visitor.json()).toMatchObject({ message: 'The site is under maintenance. Please try again in a few minutes.' });
      expect((await inject('PUT', '/api/user/language', user.token, { preferred_language: 'en' })).statusCode).toBe(503);
      // Reads stay open, signing in stays open, and administrators write as usual.
      expect((await inject('GET', '/api/settings')).json().maintenance_mode).toBe(true);
      expect((await inject('POST', '/api/login', undefined, { email: admin.email, password: PASSWORD })).statusCode).toBe(200);
      expect((await inject('PUT', '/api/user/language', admin.token, { preferred_language: 'en' })).statusCode).toBe(200);
      const off = await inject('POST', '/api/admin/settings', admin.token, { maintenance_mode: false });
      expect(off.json().maintenance_mode).toBe(false);
      expect((await inject('PUT', '/api/user/language', user.token, { preferred_language: 'en' })).statusCode).toBe(200);
      const audit = await inject('GET', '/api/admin/audit-log', admin.token);
      expect(audit.json().data[0]).toMatchObject({ action: 'settings.maintenance_off' });
    });
  });

  describe('translations', () => {
    it('serves stored texts by group and several groups, and lists keys missing in a language', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const put = (locale: string, group: string, key: string, value: string) =>
        inject('PUT', '/api/admin/translations', admin.token, { locale, group, key, value });
      expect((await put('fr', 'common', 'nav.home', 'Accueil')).json()).toEqual({ message: 'The translation has been saved.' });
      await put('en', 'common', 'nav.home', 'Home');
      await put('fr', 'ads', 'card.views', '{{count}} vues');
      const one = await inject('GET', '/api/translations/fr/common');
      expect(one.json()).toEqual({ success: true, data: { 'nav.home': 'Accueil' } });
      const several = await inject('GET', '/api/translations/fr?groups=common,ads,admin');
      expect(several.json()).toEqual({
        success: true,
        translations: { common: { 'nav.home': 'Accueil' }, ads: { 'card.views': '{{count}} vues' }, admin: {} },
      });
      expect((await inject('GET', '/api/translations/fr?groups=Bad Group')).statusCode).toBe(422);
      const missing = await inject('GET', '/api/admin/translations?missing=en', admin.token);
      expect(missing.json().data).toEqual([
        { group: 'ads', key: 'card.views', values: { fr: '{{count}} vues', en: null }, updated_at: expect.any(String) },
      ]);
      // An empty text removes the override.
      await put('fr', 'common', 'nav.home', '');
      expect((await inject('GET', '/api/translations/fr/common')).json().data).toEqual({});
    });

    it('refuses a group or key that would reach the prototype of every object, in French and English', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const put = (group: string, key: string, headers: object = en) =>
        inject('PUT', '/api/admin/translations', admin.token, { locale: 'fr', group, key, value: 'y' }, headers);
      const keyError =
          'A key is plain names joined by dots: letters, digits, "_" or "-" (__proto__, constructor, prototype and names starting with "__" are reserved)';
      for (const key of ['__proto__.x', 'x.__proto__', '__proto__', 'a.constructor.b', 'prototype', 'a..b', '.a', 'a b', 'x.__defineGetter__']) {
        const response = await put('common', key);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ key: [keyError] });
      }
      const groupError =
        'A group is a plain name: a lower-case letter, then letters, digits, "_" or "-" (constructor and prototype are reserved)';
      for (const group of ['constructor', 'prototype', '__proto__']) {
        const response = await put(group, 'x');
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ group: [groupError] });
      }
      const french = await put('constructor', 'prototype', fr);
      expect(french.json().errors.group[0]).toMatch(/^Un groupe est un nom simple/);
      expect(french.json().errors.key[0]).toMatch(/^Une clé est faite de noms simples/);
      expect((await inject('GET', '/api/translations/fr?groups=common,constructor')).statusCode).toBe(422);
      expect((await inject('GET', '/api/translations/fr/prototype')).statusCode).toBe(422);
      // Plain names that only look alike are texts like any other.
      expect((await put('constructors', 'prototypes.x_y-z')).statusCode).toBe(200);
      expect(await t.db.selectFrom('translations').select(['group', 'key']).execute()).toEqual([
        { group: 'constructors', key: 'prototypes.x_y-z' },
      ]);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });

    it('serves the dictionary when a bad row is already in the table: the row is left out', async () => {
      await t.db
        .insertInto('translations')
        .values([
          { locale: 'fr', group: 'constructor', key: 'prototype', value: 'x' },
          { locale: 'fr', group: 'common', key: '__proto__.x', value: 'y' },
          { locale: 'fr', group: 'common', key: 'constructor', value: 'z' },
          { locale: 'fr', group: '__proto__', key: 'polluted', value: 'yes' },
          { locale: 'fr', group: 'common', key: 'nav.home', value: 'Accueil' },
        ])
        .execute();
      const every = await inject('GET', '/api/translations/fr');
      expect(every.statusCode).toBe(200);
      expect(every.json()).toEqual({ success: true, translations: { common: { 'nav.home': 'Accueil' } } });
      const asked = await inject('GET', '/api/translations/fr?groups=common,ads');
      expect(asked.json().translations).toEqual({ common: { 'nav.home': 'Accueil' }, ads: {} });
      const one = await inject('GET', '/api/translations/fr/common');
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual({ 'nav.home': 'Accueil' });
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('dashboard', () => {
    it('counts users, ads by status and expired accounts', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db, { account_type: 'business' });
      await createAccount(t.db, { is_banned: true });
      await createAccount(t.db, { deleted_at: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) });
      await insertAd(t.db, { title: 'A', userId: seller.id, categoryId, status: 'pending' });
      await insertAd(t.db, { title: 'B', userId: seller.id, categoryId });
      const stats = (await inject('GET', '/api/admin/stats', admin.token)).json();
      expect(stats).toMatchObject({
        users: { total: 3, new_this_week: 3, verified: 3, business: 1, banned: 1 },
        pending: 1,
        reports_open: 0,
        revenue: [],
        expired_accounts: 1,
      });
      expect(stats.ads_by_status).toMatchObject({ pending: 1, active: 1, rejected: 0 });
    });
  });
});
