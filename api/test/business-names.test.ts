import { BUSINESS_SLUG_ALIAS_DAYS, RESERVED_BUSINESS_SLUGS, ROUTES } from '@sokoni/contracts';
import { sql } from 'kysely';
import { up as safeNamesMigration } from '../src/db/migrations/0014-safe-names';
import { columnOf, describeEachEngine, useTestApp } from './helper';
import { bearer, createAccount } from './support/accounts';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };
const form = {
  business_name: 'Kin Électro',
  description: 'Téléphones et accessoires à Gombe',
};

/**
 * Finding 5 of the second hardening review: a shop could rename itself "Vodacom", "Admin", "Sokoni", "Login"… in
 * turn and hold every one of those addresses for good.
 */
describeEachEngine('business names and addresses', (getDb) => {
  const t = useTestApp(getDb);

  const convert = (token: string, name: string, headers: object = en) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/convert-to-business',
      payload: { ...form, business_name: name },
      headers: { ...bearer(token), ...headers },
    });
  const rename = (token: string, name: string, headers: object = en) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/business-profile',
      payload: { ...form, business_name: name },
      headers: { ...bearer(token), ...headers },
    });
  const storefront = (slug: string) => t.app.inject({ method: 'GET', url: `/api/businesses/${slug}` });
  /** A business shop named `name`, signed in. */
  async function shop(name: string) {
    const account = await createAccount(t.db);
    const response = await convert(account.token, name);
    expect(response.statusCode).toBe(200);
    const profile = await t.db
      .selectFrom('business_profiles')
      .where('user_id', '=', account.id)
      .select(['id', 'slug'])
      .executeTakeFirstOrThrow();
    return { ...account, profileId: profile.id, slug: profile.slug };
  }
  /** Moves every change of address and old address of a shop `days` into the past. */
  async function age(profileId: number, days: number) {
    await t.db
      .updateTable('business_slug_changes')
      .set({ changed_at: sql`changed_at - make_interval(days => ${days})` })
      .where('business_profile_id', '=', profileId)
      .execute();
    await t.db
      .updateTable('business_slug_history')
      .set({ created_at: sql`created_at - make_interval(days => ${days})` })
      .where('business_profile_id', '=', profileId)
      .execute();
  }

  describe('reserved names', () => {
    it('hold every word of the site’s addresses, Sokoni’s own names and the payment networks’ brands', () => {
      for (const word of [
        'setup',
        'dashboard',
        'login',
        'register',
        'admin',
        'ads',
        'post-ad',
        'favorites',
        'messages',
      ])
        expect(RESERVED_BUSINESS_SLUGS).toContain(word);
      for (const name of Object.values(ROUTES).flatMap((route) => route.pattern.split('/')))
        if (name && !name.startsWith(':')) expect(RESERVED_BUSINESS_SLUGS).toContain(name);
      for (const brand of [
        'sokoni',
        'api',
        'support',
        'help',
        'vodacom',
        'mpesa',
        'm-pesa',
        'airtel',
        'airtel-money',
      ])
        expect(RESERVED_BUSINESS_SLUGS).toContain(brand);
      for (const brand of ['orange', 'orange-money', 'afrimoney', 'africell', 'visa', 'mastercard', 'paypal'])
        expect(RESERVED_BUSINESS_SLUGS).toContain(brand);
    });

    it('are refused as a new shop’s bare address, with a message in French and English', async () => {
      const account = await createAccount(t.db);
      for (const name of [
        'Vodacom',
        'M-Pesa',
        'MPESA',
        'Airtel Money',
        'Orange',
        'Sokoni',
        'Admin',
        'API',
        'Login',
        'Support',
        'Help',
        'Post Ad',
        'Dashboard',
        'PayPal',
        'Visa',
      ]) {
        const response = await convert(account.token, name);
        expect({ name, status: response.statusCode, errors: response.json().errors }).toEqual({
          name,
          status: 422,
          errors: {
            business_name: [
              'This name is reserved (a page of the site, the Sokoni name or a payment brand): add a word to it, your neighbourhood for instance',
            ],
          },
        });
      }
      const french = await convert(account.token, 'Vodacom', fr);
      expect(french.json().errors.business_name).toEqual([
        'Ce nom est réservé (une page du site, le nom de Sokoni ou une marque de paiement) : ajoutez-y un mot, par exemple votre quartier',
      ]);
      expect(await columnOf(t.db, 'users', account.id, 'account_type')).not.toBe('business');
      expect(await t.db.selectFrom('business_profiles').selectAll().execute()).toEqual([]);
      // A word beside the brand is a name like any other.
      const named = await convert(account.token, 'Vodacom Shop Matonge');
      expect(named.json().user.business_profile.slug).toBe('vodacom-shop-matonge');
    });

    it('are refused as a new name of an existing shop, which keeps its address', async () => {
      const owner = await shop('Kin Électro');
      for (const name of ['Vodacom', 'Orange Money', 'Sokoni', 'Favorites']) {
        const response = await rename(owner.token, name);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.business_name[0]).toMatch(/^This name is reserved/);
      }
      expect((await storefront('vodacom')).statusCode).toBe(404);
      expect((await storefront('kin-electro')).json()).toMatchObject({
        name: 'Kin Électro',
        slug: 'kin-electro',
      });
      // None of the refused names counted as a change of address.
      expect((await rename(owner.token, 'Kin Électro Plus')).statusCode).toBe(200);
      expect((await rename(owner.token, 'Kin Électro Max')).statusCode).toBe(200);
    });
  });

  describe('old addresses', () => {
    it('a shop keeps its 3 newest: the 4th change of address lets the oldest go, and anyone may then take it', async () => {
      const owner = await shop('Boutique Un');
      for (const name of ['Boutique Deux', 'Boutique Trois', 'Boutique Quatre', 'Boutique Cinq']) {
        await age(owner.profileId, 20);
        const response = await rename(owner.token, name);
        expect(response.statusCode).toBe(200);
      }
      expect((await storefront('boutique-un')).statusCode).toBe(404);
      for (const slug of ['boutique-deux', 'boutique-trois', 'boutique-quatre', 'boutique-cinq'])
        expect((await storefront(slug)).json().slug).toBe('boutique-cinq');
      const aliases = await t.db
        .selectFrom('business_slug_history')
        .where('business_profile_id', '=', owner.profileId)
        .select('slug')
        .orderBy('slug')
        .execute();
      expect(aliases.map((row) => row.slug)).toEqual(['boutique-deux', 'boutique-quatre', 'boutique-trois']);
      const newcomer = await shop('Boutique Un');
      expect(newcomer.slug).toBe('boutique-un');
      expect((await storefront('boutique-un')).json().user.id).toBe(newcomer.id);
    });

    it(`an old address leads to the storefront for ${BUSINESS_SLUG_ALIAS_DAYS} days, then is a 404 and free again`, async () => {
      const owner = await shop('Chez Mama');
      expect((await rename(owner.token, 'Chez Mama Gombe')).statusCode).toBe(200);
      await age(owner.profileId, BUSINESS_SLUG_ALIAS_DAYS - 1);
      expect((await storefront('chez-mama')).json().slug).toBe('chez-mama-gombe');
      // Another shop of the same name meanwhile gets another address.
      expect((await shop('Chez Mama')).slug).toBe('chez-mama-2');
      await age(owner.profileId, 2);
      const gone = await t.app.inject({ method: 'GET', url: '/api/businesses/chez-mama', headers: en });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'Business not found' });
      expect((await storefront('chez-mama-gombe')).statusCode).toBe(200);
      expect((await shop('Chez Mama')).slug).toBe('chez-mama');
    });

    it('renaming back to an address the shop gave up takes it back', async () => {
      const owner = await shop('Kin Électro');
      expect((await rename(owner.token, 'Kin Électro Plus')).json().business_profile.slug).toBe(
        'kin-electro-plus',
      );
      expect((await rename(owner.token, 'Kin Électro')).json().business_profile.slug).toBe('kin-electro');
      expect((await storefront('kin-electro-plus')).json().slug).toBe('kin-electro');
    });
  });

  describe('changes of address per month', () => {
    it('allows 2 in 30 days, then refuses with a message saying when, in French and English', async () => {
      const owner = await shop('Pharmacie Lemba');
      expect((await rename(owner.token, 'Pharmacie Lemba Sud')).statusCode).toBe(200);
      expect((await rename(owner.token, 'Pharmacie Lemba Nord')).statusCode).toBe(200);
      const third = await rename(owner.token, 'Pharmacie Lemba Est');
      expect(third.statusCode).toBe(422);
      expect(third.json().errors).toEqual({
        business_name: [
          "Your shop's address has already changed 2 times in the last 30 days: you can change its name again in 30 days",
        ],
      });
      const french = await rename(owner.token, 'Pharmacie Lemba Est', fr);
      expect(french.json().errors.business_name).toEqual([
        "L'adresse de votre boutique a déjà changé 2 fois ces 30 derniers jours : vous pourrez changer de nom dans 30 jours",
      ]);
      // Nothing changed; the rest of the profile still saves under the same name.
      expect((await storefront('pharmacie-lemba-nord')).json().name).toBe('Pharmacie Lemba Nord');
      const same = await t.app.inject({
        method: 'PUT',
        url: '/api/business-profile',
        payload: { ...form, business_name: 'Pharmacie Lemba Nord', description: 'Ouverte 24 h sur 24' },
        headers: bearer(owner.token),
      });
      expect(same.statusCode).toBe(200);
      // A change of case or accent gives the same address: not a change.
      expect((await rename(owner.token, 'PHARMACIE LEMBA NORD')).statusCode).toBe(200);
      await age(owner.profileId, 20);
      const later = await rename(owner.token, 'Pharmacie Lemba Est');
      expect(later.json().errors.business_name[0]).toMatch(/again in 10 days$/);
      await age(owner.profileId, 11);
      expect((await rename(owner.token, 'Pharmacie Lemba Est')).statusCode).toBe(200);
    });

    it('counts per shop: another shop renames freely', async () => {
      const first = await shop('Alimentation Kasa');
      const second = await shop('Alimentation Vubu');
      await rename(first.token, 'Alimentation Kasa 2');
      await rename(first.token, 'Alimentation Kasa 3');
      expect((await rename(first.token, 'Alimentation Kasa 4')).statusCode).toBe(422);
      expect((await rename(second.token, 'Alimentation Vubu 2')).statusCode).toBe(200);
    });
  });

  it('the migration lets go of reserved, stale and surplus old addresses and of unsafe stored texts', async () => {
    const owner = await shop('Boutique Un');
    const other = await shop('Autre Boutique');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await t.db
      .insertInto('business_slug_history')
      .values([
        { slug: 'vodacom', business_profile_id: owner.profileId, created_at: daysAgo(1) },
        { slug: 'a-1', business_profile_id: owner.profileId, created_at: daysAgo(2) },
        { slug: 'a-2', business_profile_id: owner.profileId, created_at: daysAgo(3) },
        { slug: 'a-3', business_profile_id: owner.profileId, created_at: daysAgo(40) },
        { slug: 'a-4', business_profile_id: owner.profileId, created_at: daysAgo(50) },
        { slug: 'b-1', business_profile_id: other.profileId, created_at: daysAgo(91) },
        { slug: 'b-2', business_profile_id: other.profileId, created_at: daysAgo(5) },
      ])
      .execute();
    await t.db
      .insertInto('languages')
      .values({ code: 'fr', name: 'French', native_name: 'Français', is_default: true })
      .execute();
    await t.db
      .insertInto('translations')
      .values([
        { locale: 'fr', group: 'common', key: '__proto__.x', value: 'y' },
        { locale: 'fr', group: 'constructor', key: 'prototype', value: 'z' },
        { locale: 'fr', group: 'common', key: 'nav.home', value: 'Accueil' },
      ])
      .execute();
    await sql`DROP TABLE business_slug_changes`.execute(t.db);
    await safeNamesMigration(t.db as never);
    const aliases = await t.db.selectFrom('business_slug_history').select('slug').orderBy('slug').execute();
    expect(aliases.map((row) => row.slug)).toEqual(['a-1', 'a-2', 'a-3', 'b-2']);
    const changes = await t.db
      .selectFrom('business_slug_changes')
      .select('business_profile_id')
      .orderBy('business_profile_id')
      .execute();
    // Changes of the last 30 days, read from the old addresses: a-1, a-2 and vodacom for the first shop.
    expect(changes.map((row) => row.business_profile_id)).toEqual([
      owner.profileId,
      owner.profileId,
      owner.profileId,
      other.profileId,
    ]);
    const texts = await t.db.selectFrom('translations').select(['group', 'key']).execute();
    expect(texts).toEqual([{ group: 'common', key: 'nav.home' }]);
  });

  it('only the shop’s owner renames it: anonymous 401, a normal user or an admin 403', async () => {
    const owner = await shop('Quincaillerie Ngaba');
    const user = await createAccount(t.db);
    const admin = await createAccount(t.db, { is_admin: true });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/business-profile', payload: form })).statusCode,
    ).toBe(401);
    for (const caller of [user, admin])
      expect((await rename(caller.token, 'Quincaillerie Ngaba 2')).statusCode).toBe(403);
    expect((await storefront('quincaillerie-ngaba')).json().name).toBe('Quincaillerie Ngaba');
    expect((await rename(owner.token, 'Quincaillerie Ngaba 2')).statusCode).toBe(200);
  });
});
