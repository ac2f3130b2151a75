import { SAVED_SEARCH_MAX_PER_USER } from '@sokoni/contracts';
import { sql } from 'kysely';
import { columnOf, describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies, insertLocation } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { mailPendingHits, matchAd, savedSearchMail, sendDigests } from '../src/saved-searches/alerts';
import { unsubscribeToken } from '../src/saved-searches/saved-searches';
import { alertContext } from '../src/saved-searches/plugin';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };
const PUBLIC_URL = 'https://sokoni.test';

describeEachEngine('saved searches', (getDb) => {
  const t = useTestApp(getDb, { publicUrl: PUBLIC_URL, jobsPollingIntervalSeconds: 0.5 });
  beforeEach(async () => {
    await insertCurrencies(t.db);
  });

  const save = (token: string | null, payload: unknown, headers: Record<string, string> = en) =>
    t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: payload as object,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });

  async function outbox(to: string) {
    return t.db.selectFrom('outbox_mails').where('to_address', '=', to).selectAll().orderBy('id').execute();
  }

  async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const value = await check();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`not within ${timeoutMs} ms`);
  }

  async function catalogue() {
    const phones = await insertCategory(t.db, 'telephones', { fr: 'Téléphones', en: 'Phones' });
    const smartphones = await insertCategory(
      t.db,
      'smartphones',
      { fr: 'Smartphones', en: 'Smartphones' },
      phones,
    );
    const cars = await insertCategory(t.db, 'voitures', { fr: 'Voitures', en: 'Cars' });
    const kinshasa = await insertLocation(t.db, 'kinshasa', 'Kinshasa', 'city');
    const gombe = await insertLocation(t.db, 'gombe', 'Gombe', 'commune', kinshasa);
    const lubumbashi = await insertLocation(t.db, 'lubumbashi', 'Lubumbashi', 'city');
    return { phones, smartphones, cars, kinshasa, gombe, lubumbashi };
  }

  describe('the endpoints', () => {
    it('answers by role: anonymous 401, another person 404, the owner, an administrator only their own', async () => {
      const owner = await createAccount(t.db, { name: 'Mbuyi' });
      const other = await createAccount(t.db, { name: 'Intrus' });
      const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
      await catalogue();

      expect((await save(null, { query: { q: 'tecno' }, alert: 'instant' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(401);

      const created = await save(owner.token, {
        query: {
          q: ' tecno ',
          category: 'telephones',
          location: 'kinshasa',
          min_price: 50,
          max_price: 200,
          currency: 'usd',
          sort: 'price_asc',
        },
        alert: 'instant',
      });
      expect(created.statusCode).toBe(201);
      const saved = created.json().saved_search;
      expect(saved).toMatchObject({
        name: 'tecno · Phones · Kinshasa · $50.00 – $200.00',
        query: {
          q: 'tecno',
          category: 'telephones',
          location: 'kinshasa',
          min_price: 50,
          max_price: 200,
          currency: 'USD',
          sort: 'price_asc',
        },
        alert: 'instant',
        new_count: 0,
      });

      for (const [who, status] of [
        [null, 401],
        [other.token, 404],
        [admin.token, 404],
      ] as const) {
        const headers = { ...(who ? bearer(who) : {}), ...en };
        const patch = await t.app.inject({
          method: 'PATCH',
          url: `/api/saved-searches/${saved.id}`,
          payload: { alert: 'off' },
          headers,
        });
        expect(patch.statusCode).toBe(status);
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `/api/saved-searches/${saved.id}`,
          headers,
        });
        expect(removed.statusCode).toBe(status);
        if (status === 404) expect(removed.json().message).toBe('Saved search not found');
      }
      const others = await t.app.inject({
        method: 'GET',
        url: '/api/saved-searches',
        headers: bearer(other.token),
      });
      expect(others.json()).toEqual({ data: [], new_total: 0 });

      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/saved-searches/${saved.id}`,
        payload: { name: 'Tecno pas cher', alert: 'daily' },
        headers: bearer(owner.token),
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().saved_search).toMatchObject({ name: 'Tecno pas cher', alert: 'daily' });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/saved-searches',
        headers: bearer(owner.token),
      });
      expect(list.json().data).toHaveLength(1);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/saved-searches/${saved.id}`,
        headers: { ...bearer(owner.token), ...fr },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('La recherche a été supprimée.');
    });

    it('saves a former category address as the category now there, so its alerts follow that category', async () => {
      const owner = await createAccount(t.db, { name: 'Mbuyi' });
      const { phones } = await catalogue();
      // `mobiles` was merged into `telephones` (Administration → Categories).
      await t.db.insertInto('category_slug_aliases').values({ slug: 'mobiles', category_id: phones }).execute();
      const created = await save(owner.token, { query: { q: 'tecno', category: 'mobiles' }, alert: 'instant' }, fr);
      expect(created.statusCode).toBe(201);
      expect(created.json().saved_search).toMatchObject({
        name: 'tecno · Téléphones',
        query: { q: 'tecno', category: 'telephones' },
      });
      expect(
        await t.db.selectFrom('saved_searches').select(['category_id', 'has_category']).executeTakeFirstOrThrow(),
      ).toEqual({ category_id: phones, has_category: true });
    });

    it(`keeps at most ${SAVED_SEARCH_MAX_PER_USER} searches per person, with a clear message in fr and en`, async () => {
      const owner = await createAccount(t.db);
      for (let i = 0; i < SAVED_SEARCH_MAX_PER_USER; i++)
        expect((await save(owner.token, { query: { q: `mot${i}` }, alert: 'off' })).statusCode).toBe(201);
      const refusedEn = await save(owner.token, { query: { q: 'encore' } });
      expect(refusedEn.statusCode).toBe(422);
      expect(refusedEn.json().message).toBe(
        `You already have ${SAVED_SEARCH_MAX_PER_USER} saved searches, the maximum. Delete one to save another.`,
      );
      const refusedFr = await save(owner.token, { query: { q: 'encore' } }, fr);
      expect(refusedFr.json().message).toContain(
        `Vous avez déjà ${SAVED_SEARCH_MAX_PER_USER} recherches enregistrées`,
      );
      // Someone else is not concerned by the first person's limit.
      const other = await createAccount(t.db);
      expect((await save(other.token, { query: { q: 'encore' } })).statusCode).toBe(201);
    });

    it('refuses invalid queries with field errors in fr and en, and passes attribute filters through', async () => {
      const owner = await createAccount(t.db);
      const tooLong = await save(owner.token, { query: { q: 'x'.repeat(121) }, alert: 'instant' });
      expect(tooLong.statusCode).toBe(422);
      expect(Object.keys(tooLong.json().errors)).toEqual(['query.q']);

      const badAlert = await save(owner.token, { query: {}, alert: 'hourly' }, fr);
      expect(badAlert.statusCode).toBe(422);
      expect(badAlert.json().errors.alert).toEqual(["La valeur choisie n'est pas valide"]);

      const range = await save(owner.token, { query: { min_price: 500, max_price: 100 } });
      expect(range.statusCode).toBe(422);
      expect(range.json().errors['query.min_price']).toEqual([
        'The minimum price must be less than or equal to the maximum price',
      ]);
      const currency = await save(owner.token, { query: { min_price: 5, currency: 'XYZ' } }, fr);
      expect(currency.json().errors['query.currency']).toEqual(['Cette devise est inconnue']);

      const negative = await save(owner.token, { query: { min_price: -1 } });
      expect(negative.statusCode).toBe(422);
      expect(negative.json().errors['query.min_price']).toBeDefined();

      const attributes = await save(owner.token, {
        query: { q: 'iphone', 'attr.storage_gb_min': '128', 'attr.color': 'noir', 'attr.Bad-Key': 'x' },
      });
      expect(attributes.statusCode).toBe(201);
      expect(attributes.json().saved_search.query).toEqual({
        q: 'iphone',
        'attr.color': 'noir',
        'attr.storage_gb_min': '128',
      });
      const longAttribute = await save(owner.token, { query: { 'attr.color': 'x'.repeat(81) } });
      expect(longAttribute.statusCode).toBe(422);
      expect(await t.db.selectFrom('saved_searches').select('id').execute()).toHaveLength(1);
    });
  });

  describe('alerts', () => {
    async function approve(adminToken: string, adId: number) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/admin/ads/${adId}/approve`,
        headers: bearer(adminToken),
      });
      expect(answer.statusCode).toBe(200);
    }

    it('mails an instant saver within a minute of the approval, with the ad, its link and a working unsubscribe link', async () => {
      const { smartphones, gombe } = await catalogue();
      const saver = await createAccount(t.db, { name: 'Mbuyi', preferred_language: 'en' });
      const seller = await createAccount(t.db, { name: 'Kin Électro' });
      const admin = await createAccount(t.db, { is_admin: true });
      const saved = (
        await save(saver.token, {
          name: 'Cheap Tecno',
          query: {
            q: 'tecno',
            category: 'telephones',
            location: 'kinshasa',
            max_price: 300,
            currency: 'USD',
          },
          alert: 'instant',
        })
      ).json().saved_search;
      // The seller's own search never alerts on their own ad.
      await save(seller.token, { query: { q: 'tecno' }, alert: 'instant' });
      const ad = await insertAd(t.db, {
        title: 'Tecno Spark 20 neuf',
        userId: seller.id,
        categoryId: smartphones,
        locationId: gombe.id,
        price: 150,
        status: 'pending',
        images: 1,
      });

      const started = Date.now();
      await approve(admin.token, ad.id);
      const [mail] = await until(async () => {
        const mails = await outbox(saver.email);
        return mails.length > 0 && mails;
      });
      const elapsed = Date.now() - started;
      console.log(`approval to the saver's outbox: ${elapsed} ms`);
      expect(elapsed).toBeLessThan(60_000);

      expect(mail.subject).toBe('1 new ad for "Cheap Tecno" – Sokoni');
      expect(mail.text).toContain('Tecno Spark 20 neuf — $150.00');
      expect(mail.text).toContain(`${PUBLIC_URL}/ads/${ad.slug}`);
      expect(mail.html).toContain(`/ads/${ad.id}/photo0-400.webp`);
      expect(mail.text).toContain(
        `${PUBLIC_URL}/ads?q=tecno&category=telephones&location=kinshasa&max_price=300&price_currency=USD`,
      );
      expect(await outbox(seller.email)).toHaveLength(1); // the approval mail only
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/saved-searches',
        headers: bearer(saver.token),
      });
      expect(list.json()).toMatchObject({ new_total: 1, data: [{ id: saved.id, new_count: 1 }] });

      // Opening it resets its count.
      const opened = await t.app.inject({
        method: 'PATCH',
        url: `/api/saved-searches/${saved.id}`,
        payload: { opened: true },
        headers: bearer(saver.token),
      });
      expect(opened.json().saved_search.new_count).toBe(0);

      const link = new URL(mail.text.match(/https:\/\/sokoni\.test\/saved-searches\/unsubscribe\S+/)![0]);
      const id = Number(link.searchParams.get('id'));
      const token = link.searchParams.get('token')!;
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches/unsubscribe',
        payload: { id, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
        headers: en,
      });
      expect(tampered.statusCode).toBe(404);
      expect(tampered.json().message).toBe('This unsubscribe link is not valid.');
      const otherSearch = await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches/unsubscribe',
        payload: { id: id + 1, token },
      });
      expect(otherSearch.statusCode).toBe(404);
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches/unsubscribe',
        payload: { id, token },
        headers: fr,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe('Vous ne recevrez plus d’alertes pour la recherche « Cheap Tecno ».');
      expect(await columnOf(t.db, 'saved_searches', id, 'alert')).toBe('off');
    }, 90_000);

    it("stops the alerts from the mail program's own button (List-Unsubscribe, one click, RFC 8058)", async () => {
      const saver = await createAccount(t.db, { name: 'Neema' });
      const saved = (
        await save(saver.token, { name: 'Parcelles', query: { q: 'parcelle' }, alert: 'daily' })
      ).json().saved_search as { id: number };
      const token = unsubscribeToken(t.app.appSecret, { id: saved.id, user_id: saver.id });
      const mail = savedSearchMail({
        kind: 'instant',
        locale: 'fr',
        site: 'Sokoni',
        to: saver.email,
        person: 'Neema',
        name: 'Parcelles',
        ads: [],
        total: 1,
        listUrl: `${PUBLIC_URL}/ads?q=parcelle`,
        unsubscribeUrl: `${PUBLIC_URL}/saved-searches/unsubscribe?id=${saved.id}&token=${token}`,
        oneClickUnsubscribeUrl: `${PUBLIC_URL}/api/saved-searches/unsubscribe/one-click?id=${saved.id}&token=${token}`,
      });
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${PUBLIC_URL}/api/saved-searches/unsubscribe/one-click?id=${saved.id}&token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // What a mail program posts: a form with one field, to the address of the header.
      const oneClick = (query: string, contentType = 'application/x-www-form-urlencoded') =>
        t.app.inject({
          method: 'POST',
          url: `/api/saved-searches/unsubscribe/one-click?${query}`,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': contentType, ...en },
        });
      const tampered = await oneClick(`id=${saved.id}&token=${token.slice(0, -2)}xx`);
      expect(tampered.statusCode).toBe(404);
      expect(tampered.json().message).toBe('This unsubscribe link is not valid.');
      expect((await oneClick(`id=abc&token=${token}`)).statusCode).toBe(422);
      const done = await oneClick(`id=${saved.id}&token=${token}`);
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe('You will no longer receive alerts for the search "Parcelles".');
      expect(await columnOf(t.db, 'saved_searches', saved.id, 'alert')).toBe('off');
      // Pressed again (or posted as multipart): still a clear answer, nothing else changes.
      expect(
        (await oneClick(`id=${saved.id}&token=${token}`, 'multipart/form-data; boundary=x')).statusCode,
      ).toBe(200);
    });

    it('matches words, category, place and price exactly as the list does; a non-matching ad gets no mail', async () => {
      const { phones, smartphones, cars, gombe, lubumbashi } = await catalogue();
      const saver = await createAccount(t.db);
      const seller = await createAccount(t.db);
      const context = alertContext(t.app, PUBLIC_URL);
      const ids: Record<string, number> = {};
      for (const [name, query] of [
        ['words', { q: 'samsung' }],
        ['category', { category: 'telephones' }],
        ['place', { location: 'kinshasa' }],
        ['price', { min_price: 100, max_price: 200 }],
        ['priceCdf', { max_price: 500_000, currency: 'CDF' }],
        ['all', { q: 'galaxy', category: 'smartphones', location: 'gombe', max_price: 500 }],
        ['gone', { category: 'no-such-category' }],
      ] as const) {
        ids[name] = (await save(saver.token, { name, query, alert: 'instant' })).json().saved_search.id;
      }
      const matchOf = async (ad: Parameters<typeof insertAd>[1]) => {
        const { id } = await insertAd(t.db, ad);
        const matched = await matchAd(context, id);
        return Object.keys(ids)
          .filter((name) => matched.includes(ids[name]))
          .sort();
      };
      expect(
        await matchOf({
          title: 'Samsung Galaxy A15',
          userId: seller.id,
          categoryId: smartphones,
          locationId: gombe.id,
          price: 150,
        }),
      ).toEqual(['all', 'category', 'place', 'price', 'priceCdf', 'words']);
      expect(
        await matchOf({
          title: 'Toyota RAV4',
          userId: seller.id,
          categoryId: cars,
          locationId: lubumbashi.id,
          price: 9000,
        }),
      ).toEqual([]);
      expect(
        await matchOf({
          title: 'Nokia 105',
          userId: seller.id,
          categoryId: phones,
          locationId: lubumbashi.id,
          price: 20,
        }),
      ).toEqual(['category', 'priceCdf']);
      // The word is found in the description too, as the list finds it; a pending ad matches nothing yet.
      expect(
        await matchOf({
          title: 'Téléviseur',
          description: 'Écran Samsung 55 pouces',
          userId: seller.id,
          categoryId: cars,
          price: 400,
        }),
      ).toEqual(['words']);
      expect(
        await matchOf({
          title: 'Samsung S24',
          userId: seller.id,
          categoryId: smartphones,
          locationId: gombe.id,
          price: 150,
          status: 'pending',
        }),
      ).toEqual([]);
      // A repeated job records nothing twice.
      const { id: again } = await insertAd(t.db, {
        title: 'Samsung A05',
        userId: seller.id,
        categoryId: cars,
        price: 5000,
      });
      expect(await matchAd(context, again)).toEqual([ids.words]);
      expect(await matchAd(context, again)).toEqual([]);
      expect(await columnOf(t.db, 'saved_searches', ids.words, 'new_count')).toBe(3);
    });

    it('groups instant alerts: at most one mail per search per hour, the next one carrying what arrived meanwhile', async () => {
      const { smartphones } = await catalogue();
      const saver = await createAccount(t.db);
      const seller = await createAccount(t.db);
      const context = alertContext(t.app, PUBLIC_URL);
      const saved = (
        await save(saver.token, { name: 'Samsung', query: { q: 'samsung' }, alert: 'instant' })
      ).json().saved_search;
      const ad = (title: string) =>
        insertAd(t.db, { title, userId: seller.id, categoryId: smartphones, price: 100 });

      const first = await ad('Samsung A15');
      await matchAd(context, first.id);
      await until(async () => (await outbox(saver.email)).length === 1);
      const second = await ad('Samsung A25');
      const third = await ad('Samsung A35');
      await matchAd(context, second.id);
      await matchAd(context, third.id);
      // The mail jobs of the hour find the search mailed too recently: nothing more is sent…
      expect(await mailPendingHits(context, saved.id, 'instant')).toBe(false);
      expect(await outbox(saver.email)).toHaveLength(1);
      // …until the hour is over; then one mail carries both.
      await sql`UPDATE saved_searches SET last_mailed_at = now() - interval '61 minutes'`.execute(t.db);
      expect(await mailPendingHits(context, saved.id, 'instant')).toBe(true);
      const mails = await outbox(saver.email);
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toBe('2 nouvelles annonces pour « Samsung » – Sokoni');
      expect(mails[1].text).toContain('Samsung A25');
      expect(mails[1].text).toContain('Samsung A35');
      expect(mails[1].text).not.toContain('Samsung A15');
      expect(await mailPendingHits(context, saved.id, 'instant')).toBe(false);
      // A delayed mail was queued for the end of the hour.
      const { rows } = await sql<{ count: string }>`
        SELECT count(*) FROM pgboss.job WHERE name = 'saved-search-mail' AND start_after > now() + interval '30 minutes'
      `.execute(t.db);
      expect(Number(rows[0].count)).toBeGreaterThan(0);
    }, 90_000);

    it('sends daily searches one digest a day and never mails a search whose alerts are off', async () => {
      const { smartphones } = await catalogue();
      const daily = await createAccount(t.db);
      const off = await createAccount(t.db);
      const seller = await createAccount(t.db);
      const context = alertContext(t.app, PUBLIC_URL);
      await save(daily.token, { name: 'Tecno', query: { q: 'tecno' }, alert: 'daily' });
      await save(off.token, { name: 'Tecno', query: { q: 'tecno' }, alert: 'off' });
      for (const title of ['Tecno Camon', 'Tecno Pova']) {
        const { id } = await insertAd(t.db, {
          title,
          userId: seller.id,
          categoryId: smartphones,
          price: 100,
        });
        await matchAd(context, id);
      }
      expect(await outbox(daily.email)).toHaveLength(0);
      expect(await sendDigests(context)).toBe(1);
      const [digest] = await outbox(daily.email);
      expect(digest.subject).toBe('Votre résumé du jour : 2 nouvelles annonces pour « Tecno » – Sokoni');
      const { id } = await insertAd(t.db, {
        title: 'Tecno Spark',
        userId: seller.id,
        categoryId: smartphones,
      });
      await matchAd(context, id);
      expect(await sendDigests(context)).toBe(0);
      expect(await outbox(off.email)).toHaveLength(0);
      const offList = await t.app.inject({
        method: 'GET',
        url: '/api/saved-searches',
        headers: bearer(off.token),
      });
      expect(offList.json().new_total).toBe(3);
    });
  });
});
