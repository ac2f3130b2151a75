import { placeInWords } from '../src/ads/search';
import { keptPlaceNames } from '../src/ads/place-names';
import { KEPT_REFERENCE_TTL_MS, KeptReference } from '../src/services/kept-reference';
import { describeEachEngine, useTestApp } from './helper';
import { insertAd, insertAdEssentials, insertLocation, insertUser } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { countingStatements } from './support/statements';

describe('KeptReference', () => {
  it("does not fail a request with another request's failed read: it reads again", async () => {
    let reads = 0;
    let failFirst: (error: Error) => void = () => undefined;
    const kept = new KeptReference<string>(() => {
      reads += 1;
      if (reads === 1) return new Promise((_, reject) => (failFirst = reject));
      return Promise.resolve('places');
    });
    const db = {} as Parameters<typeof kept.get>[0];
    const first = kept.get(db);
    const second = kept.get(db);
    const third = kept.get(db);
    failFirst(new Error('canceling statement due to user request'));
    await expect(first).rejects.toThrow('canceling statement');
    await expect(second).resolves.toBe('places');
    await expect(third).resolves.toBe('places');
    // The second's read was kept, and the third waited for it.
    expect(reads).toBe(2);
    await expect(kept.get(db)).resolves.toBe('places');
    expect(reads).toBe(2);
  });
});

describeEachEngine('reference data kept by the api', (getDb) => {
  const t = useTestApp(getDb);
  // A clock moved forward by a test goes back after it.
  afterEach(() => jest.restoreAllMocks());

  async function places() {
    const kinshasa = await insertLocation(t.db, 'kinshasa', 'Kinshasa', 'province');
    const city = await insertLocation(t.db, 'kinshasa-ville', 'Kinshasa', 'city', kinshasa);
    await insertLocation(t.db, 'mont-ngafula', 'Mont-Ngafula', 'commune', city);
    await insertLocation(t.db, 'kasa-vubu', 'Kasa-Vubu', 'commune', city);
    await insertLocation(t.db, 'ngaliema', 'Ngaliema', 'commune', city);
    const nkivu = await insertLocation(t.db, 'nord-kivu', 'Nord-Kivu', 'province');
    await insertLocation(t.db, 'goma', 'Goma', 'city', nkivu);
    await insertLocation(t.db, 'beni', 'Béni', 'city', nkivu);
    await insertLocation(t.db, 'idle', 'Lodja', 'city', nkivu);
    await t.db.updateTable('locations').set({ is_active: false }).where('slug', '=', 'idle').execute();
  }

  it('names a place in the words as visitors write it: a province first, the longest name, accents or not', async () => {
    await places();
    const kept = keptPlaceNames();
    const named = async (q: string) => {
      const found = await placeInWords(t.db, q, kept);
      return found && [found.place.slug, found.rest];
    };
    expect(await placeInWords(t.db, 'voiture kinshasa', kept)).toEqual({
      place: { slug: 'kinshasa', name: 'Kinshasa', path: 'Kinshasa' },
      rest: 'voiture',
    });
    expect(await named('KINSHASA voiture')).toEqual(['kinshasa', 'voiture']);
    expect(await named('maison mont ngafula')).toEqual(['mont-ngafula', 'maison']);
    expect(await named('appartement Mont-Ngafula meublé')).toEqual(['mont-ngafula', 'appartement meublé']);
    expect(await named('kasa-vubu')).toEqual(['kasa-vubu', '']);
    expect(await named('parcelle kasa vubu ngaliema')).toEqual(['kasa-vubu', 'parcelle ngaliema']);
    expect(await named('moto beni')).toEqual(['beni', 'moto']);
    expect(await named('moto Béni')).toEqual(['beni', 'moto']);
    // A closed place, quoted or excluded words, too short a word, no place at all.
    for (const q of ['lodja moto', '"goma" moto', 'moto -goma', 'go', 'samsung'])
      expect(await named(q)).toBeUndefined();
  });

  it('reads the places once, then again after a change or its lifetime, never keeping a failed read', async () => {
    await places();
    // The clock of the kept data, moved forward by the test.
    const clock = Date.now;
    let shift = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => clock() + shift);
    const kept = keptPlaceNames();
    const { counter, counting } = countingStatements(t.db);
    for (const q of ['voiture kinshasa', 'moto goma', 'samsung', 'maison ngaliema'])
      await placeInWords(counting, q, kept);
    expect(counter.statements).toBe(1);

    await insertLocation(t.db, 'bukavu', 'Bukavu', 'city');
    expect(await placeInWords(counting, 'moto bukavu', kept)).toBeUndefined();
    kept.forget();
    expect((await placeInWords(counting, 'moto bukavu', kept))?.place.slug).toBe('bukavu');
    expect(counter.statements).toBe(2);

    await t.db.updateTable('locations').set({ is_active: false }).where('slug', '=', 'bukavu').execute();
    shift += KEPT_REFERENCE_TTL_MS / 2;
    expect((await placeInWords(counting, 'moto bukavu', kept))?.place.slug).toBe('bukavu');
    shift += KEPT_REFERENCE_TTL_MS;
    expect(await placeInWords(counting, 'moto bukavu', kept)).toBeUndefined();
    expect(counter.statements).toBe(3);

    const failing = t.db.withPlugin({
      transformQuery: () => {
        throw new Error('database gone');
      },
      transformResult: async ({ result }) => result,
    });
    kept.forget();
    await expect(placeInWords(failing, 'moto goma', kept)).rejects.toThrow('database gone');
    expect((await placeInWords(counting, 'moto goma', kept))?.place.slug).toBe('goma');
    expect(counter.statements).toBe(4);
  });

  it('names a place an administrator adds at once in the searches of the api', async () => {
    const categoryId = await insertAdEssentials(t.db);
    const sellerId = await insertUser(t.db, { name: 'Vendeur' });
    const admin = await createAccount(t.db, { is_admin: true });
    await places();
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/ads?q=${encodeURIComponent(q)}` })).json();
    // The api has read its places: Kolwezi is not one of them yet.
    expect((await search('moto kinshasa')).place).toBeUndefined();
    expect((await search('moto kolwezi')).place).toBeUndefined();

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/locations',
      headers: bearer(admin.token),
      payload: { slug: 'kolwezi', name: 'Kolwezi', type: 'city' },
    });
    expect(created.statusCode).toBe(201);
    await insertAd(t.db, {
      title: 'Moto Haojue',
      userId: sellerId,
      categoryId,
      locationId: created.json().id,
    });
    const named = await search('moto kolwezi');
    expect(named.place).toEqual({ slug: 'kolwezi', name: 'Kolwezi', path: 'Kolwezi' });
    expect(named.data.map((ad: { title: string }) => ad.title)).toEqual(['Moto Haojue']);
  });

  it('converts prices at a rate an administrator changes from the next list on', async () => {
    const categoryId = await insertAdEssentials(t.db);
    const sellerId = await insertUser(t.db, { name: 'Vendeur' });
    const admin = await createAccount(t.db, { is_admin: true });
    await insertAd(t.db, { title: 'Frigo LG', userId: sellerId, categoryId, price: 300, currency: 'USD' });
    const inCdf = async () =>
      (await t.app.inject({ url: '/api/ads?display_currency=CDF' })).json().data[0].converted_price.amount;
    const before = await inCdf();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/currencies/CDF',
      headers: bearer(admin.token),
      payload: { exchange_rate: 3000 },
    });
    expect(changed.statusCode).toBe(200);
    expect(before).not.toBe(900_000);
    expect(await inCdf()).toBe(900_000);
  });
});
