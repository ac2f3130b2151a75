import { columnOf, describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { bearer, CapturingMailer, createAccount, mailingTo } from './support/accounts';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The reports queue, category merge and plans in two languages. */
describeEachEngine('admin reports, category merge, plan texts', (getDb) => {
  const mailer = new CapturingMailer();
  let categoryId: number;

  const t = useTestApp(getDb, mailingTo(mailer));
  beforeEach(async () => {
    await insertCurrencies(t.db);
    categoryId = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    mailer.sent.length = 0;
  });

  const inject = (method: Method, url: string, token?: string, payload?: object, headers: object = en) =>
    t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });

  /** An administrator's decision on a report (POST /api/admin/reports/{id}/resolve). */
  const resolve = (reportId: number, token: string, payload: object, headers: object = en) =>
    inject('POST', `/api/admin/reports/${reportId}/resolve`, token, payload, headers);

  /** The newest entry of the audit log, as administrators read it, is this admin's `action` on `target`. */
  const expectLatestAudit = async (
    admin: { id: number; token: string },
    action: string,
    target: [type: string, id: number],
    reason: string,
  ) =>
    expect((await inject('GET', '/api/admin/audit-log', admin.token)).json().data[0]).toMatchObject({
      admin: { id: admin.id },
      action,
      target_type: target[0],
      target_id: String(target[1]),
      reason,
    });

  async function reported(reason: 'scam' | 'prohibited' = 'scam') {
    const seller = await createAccount(t.db, { name: 'Seller', preferred_language: 'fr' });
    const reporter = await createAccount(t.db, { name: 'Reporter' });
    const ad = await insertAd(t.db, { title: 'iPhone 15 à 50 $', userId: seller.id, categoryId });
    const created = await inject('POST', `/api/ads/${ad.id}/reports`, reporter.token, {
      reason,
      comment: 'Prix trop beau',
    });
    expect(created.statusCode).toBe(201);
    return { seller, reporter, ad, reportId: created.json().report.id as number };
  }

  describe('authorization', () => {
    it('answers 401 to anonymous callers, 403 to another user, the reporter and the seller, 2xx to an administrator', async () => {
      const { seller, reporter, reportId } = await reported();
      const other = await createAccount(t.db, { name: 'Other' });
      const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
      const from = await insertCategory(t.db, 'mobiles', { fr: 'Mobiles', en: 'Mobiles' });
      const endpoints: Array<{ method: Method; url: string; payload?: object }> = [
        { method: 'GET', url: '/api/admin/reports' },
        { method: 'GET', url: '/api/admin/reports?status=all' },
        { method: 'GET', url: '/api/admin/reports?status=open&reason=scam' },
        { method: 'POST', url: `/api/admin/reports/${reportId}/resolve`, payload: { action: 'dismiss' } },
        { method: 'POST', url: `/api/admin/categories/${from}/merge`, payload: { into_id: categoryId } },
      ];
      for (const { method, url, payload } of endpoints) {
        const anonymous = await inject(method, url, undefined, payload);
        expect([url, anonymous.statusCode, anonymous.json()]).toEqual([
          url,
          401,
          { message: 'Unauthenticated.' },
        ]);
        for (const caller of [other, reporter, seller]) {
          const refused = await inject(method, url, caller.token, payload);
          expect([url, refused.statusCode]).toEqual([url, 403]);
          expect(refused.json()).toEqual({ message: 'You do not have permission to access this page' });
        }
      }
      expect(await t.db.selectFrom('admin_audit_log').selectAll().execute()).toEqual([]);
      expect((await t.db.selectFrom('reports').select('status').executeTakeFirstOrThrow()).status).toBe(
        'open',
      );
      for (const { method, url, payload } of endpoints) {
        const allowed = await inject(method, url, admin.token, payload);
        expect([url, allowed.statusCode]).toEqual([url, 200]);
      }
      const actions = (await t.db.selectFrom('admin_audit_log').select('action').orderBy('id').execute()).map(
        (r) => r.action,
      );
      expect(actions).toEqual(['report.dismiss', 'category.merge']);
    });
  });

  describe('reports queue', () => {
    it('lists open reports oldest first with the ad, the reporter and the seller', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const first = await reported('scam');
      const second = await createAccount(t.db, { name: 'Second reporter' });
      await inject('POST', `/api/ads/${first.ad.id}/reports`, second.token, { reason: 'prohibited' });
      const list = await inject('GET', '/api/admin/reports', admin.token);
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.total).toBe(2);
      expect(body.data[0]).toMatchObject({
        id: first.reportId,
        reason: 'scam',
        comment: 'Prix trop beau',
        status: 'open',
        open_reports_on_ad: 2,
        ad: { id: first.ad.id, title: 'iPhone 15 à 50 $', status: 'active' },
        reporter: { id: first.reporter.id, name: 'Reporter' },
        seller: { id: first.seller.id, name: 'Seller', is_banned: false },
        resolved_by: null,
      });
      expect((await inject('GET', '/api/admin/reports?status=dismissed', admin.token)).json().total).toBe(0);
      expect((await inject('GET', '/api/admin/stats', admin.token)).json().reports_open).toBe(2);
    });

    it('filters by state and reason with the count of each, the open reports first in every view', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const first = await reported('scam');
      const other = await createAccount(t.db, { name: 'Other reporter' });
      const secondAd = await insertAd(t.db, { title: 'Fusil', userId: first.seller.id, categoryId });
      const prohibited = await inject('POST', `/api/ads/${secondAd.id}/reports`, other.token, {
        reason: 'prohibited',
      });
      const scamToo = await inject('POST', `/api/ads/${secondAd.id}/reports`, first.reporter.token, {
        reason: 'scam',
      });
      // Oldest first: the first report is made a day older, the dismissed one the newest.
      await t.db
        .updateTable('reports')
        .set({ created_at: new Date(Date.now() - 86_400_000) })
        .where('id', '=', first.reportId)
        .execute();
      await resolve(scamToo.json().report.id, admin.token, { action: 'dismiss' });
      const ids = (response: { json: () => { data: Array<{ id: number }> } }) =>
        response.json().data.map((r) => r.id);

      const open = await inject('GET', '/api/admin/reports', admin.token);
      expect(ids(open)).toEqual([first.reportId, prohibited.json().report.id]);
      expect(open.json().counts).toEqual({
        statuses: { open: 2, dismissed: 1, actioned: 0, all: 3 },
        reasons: { scam: 1, prohibited: 1, wrong_category: 0, duplicate: 0, sold: 0, other: 0 },
      });
      const scams = await inject('GET', '/api/admin/reports?status=all&reason=scam', admin.token);
      expect(ids(scams)).toEqual([first.reportId, scamToo.json().report.id]);
      expect(scams.json()).toMatchObject({
        total: 2,
        counts: {
          statuses: { open: 1, dismissed: 1, actioned: 0, all: 2 },
          reasons: { scam: 2, prohibited: 1 },
        },
      });
      const all = await inject('GET', '/api/admin/reports?status=all', admin.token);
      expect(ids(all)).toEqual([first.reportId, prohibited.json().report.id, scamToo.json().report.id]);
      const refused = await inject('GET', '/api/admin/reports?reason=spam', admin.token, undefined, fr);
      expect(refused.statusCode).toBe(422);
    });

    it('dismisses one report with an optional note; a report handled once cannot be handled again', async () => {
      const admin = await createAccount(t.db, { name: 'Moderator', is_admin: true });
      const { reportId, ad } = await reported();
      const dismissed = await resolve(
        reportId,
        admin.token,
        { action: 'dismiss', reason: ' Prix réel ' },
        fr,
      );
      expect(dismissed.json()).toMatchObject({
        message: 'Le signalement a été classé sans suite.',
        closed: 1,
        report: {
          status: 'dismissed',
          resolution_note: 'Prix réel',
          resolved_by: { id: admin.id, name: 'Moderator' },
        },
      });
      expect((await inject('GET', `/api/ads/${ad.slug}`)).statusCode).toBe(200);
      const again = await resolve(reportId, admin.token, {
        action: 'remove_ad',
        reason: 'x',
      });
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'This report has already been handled' },
      ]);
      expect((await resolve(999999, admin.token, { action: 'dismiss' })).statusCode).toBe(404);
    });

    it.each([
      ['fr', 'Ce champ est obligatoire'],
      ['en', 'This field is required'],
    ])(
      'removing the ad or suspending the seller needs a reason (%s); nothing changes without one',
      async (locale, text) => {
        const admin = await createAccount(t.db, { is_admin: true });
        const { reportId, ad, seller } = await reported();
        for (const action of ['remove_ad', 'suspend_user']) {
          for (const payload of [{ action }, { action, reason: '   ' }]) {
            const refused = await resolve(reportId, admin.token, payload, { 'accept-language': locale });
            expect(refused.statusCode).toBe(422);
            expect(refused.json().errors).toEqual({ reason: [text] });
          }
        }
        const bad = await resolve(reportId, admin.token, {
          action: 'close',
        });
        expect(bad.statusCode).toBe(422);
        expect((await t.db.selectFrom('reports').select('status').executeTakeFirstOrThrow()).status).toBe(
          'open',
        );
        expect(
          (await t.db.selectFrom('ads').select('status').where('id', '=', ad.id).executeTakeFirstOrThrow())
            .status,
        ).toBe('active');
        expect(await columnOf(t.db, 'users', seller.id, 'is_banned')).toBe(false);
      },
    );

    it('removes the reported ad: every open report of it closes, the owner is mailed with the reason', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const { reportId, ad, seller } = await reported();
      const other = await createAccount(t.db);
      await inject('POST', `/api/ads/${ad.id}/reports`, other.token, { reason: 'prohibited' });
      const removed = await resolve(reportId, admin.token, {
        action: 'remove_ad',
        reason: 'Arnaque',
      });
      expect(removed.json()).toMatchObject({
        message: 'The ad has been removed; 2 reports closed.',
        closed: 2,
        report: { status: 'actioned' },
      });
      expect((await inject('GET', `/api/ads/${ad.slug}`)).statusCode).toBe(404);
      expect((await inject('GET', '/api/admin/reports', admin.token)).json().total).toBe(0);
      const mail = await mailer.waitFor(seller.email);
      expect(mail.text).toContain('Arnaque');
      await expectLatestAudit(admin, 'report.remove_ad', ['ad', ad.id], 'Arnaque');
    });

    it('suspends the seller: sessions end, ads leave search, the reports of their ads close', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const { reportId, ad, seller, reporter } = await reported();
      const secondAd = await insertAd(t.db, { title: 'Samsung S24 à 40 $', userId: seller.id, categoryId });
      await inject('POST', `/api/ads/${secondAd.id}/reports`, reporter.token, { reason: 'scam' });
      const suspended = await resolve(reportId, admin.token, {
        action: 'suspend_user',
        reason: 'Escroc',
      });
      expect(suspended.json()).toMatchObject({
        message: 'The seller has been suspended; 2 reports closed.',
        closed: 2,
        report: { status: 'actioned', seller: { is_banned: true } },
      });
      expect((await inject('GET', '/api/user/profile', seller.token)).statusCode).toBe(401);
      expect((await inject('GET', `/api/ads/${ad.slug}`)).statusCode).toBe(404);
      const user = await t.db
        .selectFrom('users')
        .select(['is_banned', 'ban_reason'])
        .where('id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ is_banned: true, ban_reason: 'Escroc' });
      await expectLatestAudit(admin, 'report.suspend_user', ['user', seller.id], 'Escroc');
    });

    it('an administrator cannot suspend themself from a report of their own ad', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const reporter = await createAccount(t.db);
      const ad = await insertAd(t.db, { title: 'Vélo', userId: admin.id, categoryId });
      const { report } = (
        await inject('POST', `/api/ads/${ad.id}/reports`, reporter.token, { reason: 'other' })
      ).json();
      const refused = await resolve(report.id, admin.token, {
        action: 'suspend_user',
        reason: 'x',
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: 'You cannot do this to your own account' },
      ]);
    });
  });

  describe('category merge', () => {
    it('moves the ads and sub-categories to the target, removes the category and logs it', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const source = await insertCategory(t.db, 'mobiles', { fr: 'Mobiles', en: 'Mobiles' });
      const child = await t.db
        .insertInto('categories')
        .values({
          slug: 'smartphones',
          name_fr: 'Smartphones',
          name_en: 'Smartphones',
          parent_id: source,
          position: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertAd(t.db, { title: 'Tecno Spark', userId: seller.id, categoryId: source });
      await insertAd(t.db, { title: 'Itel A70', userId: seller.id, categoryId: source, status: 'pending' });
      const merged = await inject('POST', `/api/admin/categories/${source}/merge`, admin.token, {
        into_id: categoryId,
      });
      expect(merged.statusCode).toBe(200);
      expect(merged.json()).toMatchObject({
        message: 'The category has been merged.',
        moved_ads: 2,
        category: { id: categoryId, ads_count: 2 },
      });
      expect(
        await t.db.selectFrom('categories').select('id').where('id', '=', source).executeTakeFirst(),
      ).toBeUndefined();
      expect(await columnOf(t.db, 'categories', child.id, 'parent_id')).toBe(categoryId);
      const audit = await t.db.selectFrom('admin_audit_log').selectAll().executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        action: 'category.merge',
        target_id: String(source),
        details: { into_id: categoryId, moved_ads: 2 },
      });
    });

    it('points the saved searches of the merged category at the target, and the boosts stay on their ads', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const source = await insertCategory(t.db, 'mobiles', { fr: 'Mobiles', en: 'Mobiles' });
      const ad = await insertAd(t.db, { title: 'Tecno Camon', userId: seller.id, categoryId: source });
      const boostEnds = new Date(Date.now() + 7 * 86_400_000);
      await t.db
        .updateTable('ads')
        .set({ boost_type: 'premium', boost_expires_at: boostEnds })
        .where('id', '=', ad.id)
        .execute();
      const search = (categoryIdValue: number, slug: string, name: string) =>
        t.db
          .insertInto('saved_searches')
          .values({
            user_id: seller.id,
            name,
            query: JSON.stringify({ q: 'tecno', category: slug }),
            category_id: categoryIdValue,
            has_category: true,
            alert: 'instant',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const following = await search(source, 'mobiles', 'Tecno');
      const untouched = await search(categoryId, 'phones', 'Phones');
      const merged = await inject('POST', `/api/admin/categories/${source}/merge`, admin.token, {
        into_id: categoryId,
      });
      expect(merged.statusCode).toBe(200);
      const searches = await t.db
        .selectFrom('saved_searches')
        .select(['id', 'category_id', 'query'])
        .orderBy('id')
        .execute();
      expect(searches).toEqual([
        { id: following.id, category_id: categoryId, query: { q: 'tecno', category: 'phones' } },
        { id: untouched.id, category_id: categoryId, query: { q: 'tecno', category: 'phones' } },
      ]);
      const moved = await t.db
        .selectFrom('ads')
        .select(['category_id', 'boost_type', 'boost_expires_at'])
        .where('id', '=', ad.id)
        .executeTakeFirstOrThrow();
      expect(moved).toEqual({ category_id: categoryId, boost_type: 'premium', boost_expires_at: boostEnds });
      const audit = await t.db.selectFrom('admin_audit_log').select('details').executeTakeFirstOrThrow();
      expect(audit.details).toMatchObject({ moved_ads: 1, moved_saved_searches: 1 });
      const listed = await inject('GET', '/api/ads?category=phones');
      expect(listed.json().data.map((a: { title: string }) => a.title)).toEqual(['Tecno Camon']);
    });

    it.each([
      ['fr', 'Choisissez une autre catégorie, qui ne soit pas une de ses sous-catégories'],
      ['en', 'Choose another category, not one of its own sub-categories'],
    ])('refuses itself, its own sub-category or an unknown target (%s)', async (locale, text) => {
      const admin = await createAccount(t.db, { is_admin: true });
      const child = await t.db
        .insertInto('categories')
        .values({ slug: 'iphones', name_fr: 'iPhone', name_en: 'iPhone', parent_id: categoryId, position: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const into of [categoryId, child.id]) {
        const refused = await inject(
          'POST',
          `/api/admin/categories/${categoryId}/merge`,
          admin.token,
          { into_id: into },
          { 'accept-language': locale },
        );
        expect([refused.statusCode, refused.json().errors]).toEqual([422, { into_id: [text] }]);
      }
      expect(
        (await inject('POST', `/api/admin/categories/${categoryId}/merge`, admin.token, { into_id: 999999 }))
          .statusCode,
      ).toBe(422);
      expect(
        (await inject('POST', `/api/admin/categories/999999/merge`, admin.token, { into_id: categoryId }))
          .statusCode,
      ).toBe(404);
      expect(await t.db.selectFrom('admin_audit_log').selectAll().execute()).toEqual([]);
    });

    it('edits both names of a category', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const edited = await inject('PUT', `/api/admin/categories/${categoryId}`, admin.token, {
        name_fr: ' Téléphones & tablettes ',
        name_en: 'Phones & tablets',
      });
      expect(edited.json()).toMatchObject({ name_fr: 'Téléphones & tablettes', name_en: 'Phones & tablets' });
      const blank = await inject(
        'PUT',
        `/api/admin/categories/${categoryId}`,
        admin.token,
        { name_fr: 'Autre', name_en: '  ' },
        fr,
      );
      expect([blank.statusCode, blank.json().errors]).toEqual([
        422,
        { name_en: ['Ce champ est obligatoire'] },
      ]);
      const seller = await createAccount(t.db);
      await insertAd(t.db, { title: 'Tab', userId: seller.id, categoryId });
      const names = async (headers: object) =>
        (await inject('GET', '/api/categories', undefined, undefined, headers)).json().data[0].name;
      expect(await names(fr)).toBe('Téléphones & tablettes');
      expect(await names(en)).toBe('Phones & tablets');
    });
  });

  describe('promotion plans in French and English', () => {
    it('serves each plan in the reader’s language, falling back to French where English is empty', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const created = await inject('POST', '/api/admin/promotion-plans', admin.token, {
        name: 'Boost Flash',
        description: 'Trois jours en tête',
        price: 1.5,
        currency_code: 'USD',
        duration_days: 3,
        features: ['En tête des résultats'],
        name_en: 'Flash Boost',
        description_en: 'Three days on top',
        features_en: ['Top of the results'],
        boost_type: 'standard',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        name: 'Boost Flash',
        name_en: 'Flash Boost',
        features_en: ['Top of the results'],
      });
      await inject('POST', '/api/admin/promotion-plans', admin.token, {
        name: 'Boost Mois',
        description: 'Un mois',
        price: 9,
        currency_code: 'USD',
        duration_days: 30,
        features: ['Accueil'],
        boost_type: 'premium',
      });
      const english = (await inject('GET', '/api/promotion-plans', undefined, undefined, en)).json().data;
      expect(
        english.map((p: { name: string; description: string; features: string[] }) => [
          p.name,
          p.description,
          p.features,
        ]),
      ).toEqual([
        ['Flash Boost', 'Three days on top', ['Top of the results']],
        ['Boost Mois', 'Un mois', ['Accueil']],
      ]);
      const french = (await inject('GET', '/api/promotion-plans', undefined, undefined, fr)).json().data;
      expect(french[0]).toMatchObject({
        name: 'Boost Flash',
        description: 'Trois jours en tête',
        features: ['En tête des résultats'],
      });
      const edited = await inject('PUT', `/api/admin/promotion-plans/${created.json().id}`, admin.token, {
        name_en: 'Quick Boost',
      });
      expect(edited.json()).toMatchObject({ name: 'Boost Flash', name_en: 'Quick Boost' });
      expect((await inject('GET', '/api/promotion-plans')).json().data[0].name).toBe('Quick Boost');
      const listed = (await inject('GET', '/api/admin/promotion-plans', admin.token)).json().data;
      expect(listed[0]).toMatchObject({ name_en: 'Quick Boost', description_en: 'Three days on top' });
    });

    it.each([
      [en, 'This field must not exceed 80 characters'],
      [fr, 'Ce champ ne doit pas dépasser 80 caractères'],
    ])('refuses an English name too long, in the request language (%j)', async (headers, text) => {
      const admin = await createAccount(t.db, { is_admin: true });
      const refused = await inject(
        'POST',
        '/api/admin/promotion-plans',
        admin.token,
        {
          name: 'Boost Flash',
          description: 'Trois jours en tête',
          price: 1.5,
          currency_code: 'USD',
          duration_days: 3,
          features: ['En tête des résultats'],
          name_en: 'x'.repeat(81),
          boost_type: 'standard',
        },
        headers,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ name_en: [text] });
      expect(await t.db.selectFrom('promotion_plans').select('id').execute()).toHaveLength(0);
    });
  });

  describe('former category addresses', () => {
    const category = (slug: string, token?: string) => inject('GET', `/api/categories/${slug}`, token);
    const titles = async (url: string) =>
      (await inject('GET', url)).json().data.map((ad: { title: string }) => ad.title);

    it('leads a merged category’s address to the target, for everyone, in the page and in search', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const source = await insertCategory(t.db, 'mobiles', { fr: 'Mobiles', en: 'Mobiles' });
      await insertAd(t.db, { title: 'Tecno Spark', userId: seller.id, categoryId: source });
      await insertAd(t.db, { title: 'Itel A70', userId: seller.id, categoryId });
      expect((await category('mobiles')).json()).toMatchObject({ id: source, slug: 'mobiles' });
      const merged = await inject('POST', `/api/admin/categories/${source}/merge`, admin.token, { into_id: categoryId });
      expect(merged.statusCode).toBe(200);
      // Anonymous visitors, signed-in people and administrators alike: the category now there, under its own slug.
      for (const token of [undefined, seller.token, admin.token]) {
        const moved = await category('mobiles', token);
        expect([moved.statusCode, moved.json()]).toEqual([200, expect.objectContaining({ id: categoryId, slug: 'phones', name: 'Phones' })]);
      }
      expect((await titles('/api/ads?category=mobiles')).sort()).toEqual(['Itel A70', 'Tecno Spark']);
      const unknown = await category('nothing-here');
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Category not found' }]);
    });

    it('follows a chain of merges and a rename to the last category, and gives an address back to a category that takes it', async () => {
      const admin = await createAccount(t.db, { is_admin: true });
      const seller = await createAccount(t.db);
      const mobiles = await insertCategory(t.db, 'mobiles', { fr: 'Mobiles', en: 'Mobiles' });
      const gsm = await insertCategory(t.db, 'gsm', { fr: 'GSM', en: 'GSM' });
      await insertAd(t.db, { title: 'Tecno Spark', userId: seller.id, categoryId: mobiles });
      const merge = (from: number, into: number) =>
        inject('POST', `/api/admin/categories/${from}/merge`, admin.token, { into_id: into });
      expect((await merge(mobiles, gsm)).statusCode).toBe(200);
      expect((await merge(gsm, categoryId)).statusCode).toBe(200);
      for (const slug of ['mobiles', 'gsm']) expect((await category(slug)).json()).toMatchObject({ id: categoryId, slug: 'phones' });
      // A renamed slug too: the old one, and the addresses that led to it, lead to the new one.
      const renamed = await inject('PUT', `/api/admin/categories/${categoryId}`, admin.token, { slug: 'telephones' });
      expect(renamed.statusCode).toBe(200);
      for (const slug of ['mobiles', 'gsm', 'phones', 'telephones'])
        expect([slug, (await category(slug)).json().slug]).toEqual([slug, 'telephones']);
      expect(await titles('/api/ads?category=gsm')).toEqual(['Tecno Spark']);
      // Back to its old slug: that address is its own again, and the other one leads to it.
      expect((await inject('PUT', `/api/admin/categories/${categoryId}`, admin.token, { slug: 'phones' })).statusCode).toBe(200);
      expect((await category('phones')).json().slug).toBe('phones');
      expect((await category('telephones')).json().slug).toBe('phones');
      // A new category may take a former address: it is its own from then on.
      const created = await inject('POST', '/api/admin/categories', admin.token, { slug: 'mobiles', name_fr: 'Mobiles', name_en: 'Mobiles' });
      expect(created.statusCode).toBe(201);
      expect((await category('mobiles')).json()).toMatchObject({ id: created.json().id, slug: 'mobiles' });
      expect(await titles('/api/ads?category=mobiles')).toEqual([]);
      expect(
        (await t.db.selectFrom('category_slug_aliases').select(['slug', 'category_id']).orderBy('slug').execute()),
      ).toEqual([
        { slug: 'gsm', category_id: categoryId },
        { slug: 'telephones', category_id: categoryId },
      ]);
    });
  });
});
