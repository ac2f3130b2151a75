import type { AdListResponse } from '@sokoni/contracts';
import { SharedAnswers } from '../src/ads/shared-answers';
import { sharedSearchKey } from '../src/routes/ads';
import { describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies, insertSettings } from './fixtures';
import { bearer, createAccount } from './support/accounts';

describe('shared answers', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('runs a search once for every caller while it runs, then keeps it for its lifetime', async () => {
    let now = 0;
    const answers = new SharedAnswers<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const run = deferred<string>();
    let runs = 0;
    const produce = () => {
      runs += 1;
      return run.promise;
    };
    const first = answers.answer('q', produce);
    const second = answers.answer('q', produce);
    run.resolve('ads');
    expect(await Promise.all([first, second])).toEqual(['ads', 'ads']);
    expect(runs).toBe(1);

    now = 999;
    expect(await answers.answer('q', async () => 'fresh')).toBe('ads');
    now = 1000;
    expect(await answers.answer('q', async () => 'fresh')).toBe('fresh');
  });

  it('keeps nothing a change overtook, and lets each caller of a failed run try on its own', async () => {
    const answers = new SharedAnswers<string>({ ttlMs: 60_000, maxEntries: 10 });
    const run = deferred<string>();
    const before = answers.answer('q', () => run.promise);
    answers.clear();
    run.resolve('before the change');
    expect(await before).toBe('before the change');
    expect(await answers.answer('q', async () => 'after')).toBe('after');

    const failing = deferred<string>();
    const leader = answers.answer('r', () => failing.promise);
    const follower = answers.answer('r', async () => 'its own run');
    failing.reject(new Error('the first visitor left'));
    await expect(leader).rejects.toThrow('the first visitor left');
    expect(await follower).toBe('its own run');
  });

  it('holds at most maxEntries answers, the least recently used leaving first', async () => {
    const answers = new SharedAnswers<string>({ ttlMs: 60_000, maxEntries: 2 });
    await answers.answer('a', async () => 'a');
    await answers.answer('b', async () => 'b');
    await answers.answer('a', async () => 'a again');
    await answers.answer('c', async () => 'c');
    expect(answers.size).toBe(2);
    expect(await answers.answer('a', async () => 'a again')).toBe('a');
    expect(await answers.answer('b', async () => 'b again')).toBe('b again');
  });

  it('gives one key to one search whatever the order of its parameters', () => {
    expect(sharedSearchKey('fr', { q: 'toyota', sort: 'newest', page: undefined })).toBe(
      sharedSearchKey('fr', { sort: 'newest', q: 'toyota' }),
    );
    expect(sharedSearchKey('fr', { q: 'toyota' })).not.toBe(sharedSearchKey('en', { q: 'toyota' }));
  });
});

describeEachEngine('the public search shared by anonymous visitors', (getDb) => {
  const t = useTestApp(getDb, { searchCache: { ttlMs: 60_000, maxEntries: 100 } });
  let phones: number;
  let seller: { id: number; token: string };

  beforeEach(async () => {
    await insertCurrencies(t.db);
    await insertSettings(t.db, { default_currency: 'USD' });
    phones = await insertCategory(t.db, 'telephones', { fr: 'Téléphones', en: 'Phones' });
    seller = await createAccount(t.db, { name: 'Kin Électro' });
    await insertAd(t.db, { title: 'Samsung Galaxy A15', userId: seller.id, categoryId: phones });
    // Another test's answers must not be served to this one.
    t.app.publicChanges.announce();
  });

  const search = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<AdListResponse>();
  };
  const titles = (list: AdListResponse) => list.data.map((ad) => ad.title).sort();

  it('serves an anonymous search again from the shared answer, and a signed-in one afresh', async () => {
    expect(titles(await search('/api/ads?q=samsung'))).toEqual(['Samsung Galaxy A15']);
    expect(titles(await search('/api/ads?q=samsung&category=telephones'))).toEqual(['Samsung Galaxy A15']);
    // Written straight into the database: no public write went through the api, so nothing was announced.
    await insertAd(t.db, { title: 'Samsung Galaxy S24', userId: seller.id, categoryId: phones });
    expect(titles(await search('/api/ads?q=samsung'))).toEqual(['Samsung Galaxy A15']);
    // The same search with its parameters in another order is the same answer.
    expect(titles(await search('/api/ads?category=telephones&q=samsung'))).toEqual(['Samsung Galaxy A15']);
    // Another language is another answer (the categories' names are in it).
    expect(titles(await search('/api/ads?q=samsung', { 'accept-language': 'en' }))).toEqual([
      'Samsung Galaxy A15',
      'Samsung Galaxy S24',
    ]);
    // A signed-in visitor gets their own list (their favourites), never the shared one.
    const buyer = await createAccount(t.db, { name: 'Acheteur' });
    const own = await search('/api/ads?q=samsung', bearer(buyer.token));
    expect(titles(own)).toEqual(['Samsung Galaxy A15', 'Samsung Galaxy S24']);
    expect(own.data.every((ad) => ad.is_favorited === false)).toBe(true);
    expect((await search('/api/ads?q=samsung')).data[0]).not.toHaveProperty('is_favorited');
  });

  it('forgets every shared answer when a public write goes through, before answering it', async () => {
    expect(titles(await search('/api/ads?q=samsung'))).toEqual(['Samsung Galaxy A15']);
    const pending = await insertAd(t.db, {
      title: 'Samsung Galaxy S24',
      userId: seller.id,
      categoryId: phones,
      status: 'pending',
    });
    const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${pending.id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    expect(titles(await search('/api/ads?q=samsung'))).toEqual(['Samsung Galaxy A15', 'Samsung Galaxy S24']);
  });

  it('keeps its answers through a private write (a favourite, a message)', async () => {
    expect(titles(await search('/api/ads?q=samsung'))).toEqual(['Samsung Galaxy A15']);
    await insertAd(t.db, { title: 'Samsung Galaxy S24', userId: seller.id, categoryId: phones });
    const buyer = await createAccount(t.db, { name: 'Acheteur' });
    const [first] = (await search('/api/ads?q=samsung')).data;
    const favourite = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${first.slug}/favorite`,
      headers: bearer(buyer.token),
    });
    expect(favourite.statusCode).toBeLessThan(300);
    expect(titles(await search('/api/ads?q=samsung'))).toEqual(['Samsung Galaxy A15']);
  });

  it('answers a wrong search with its own 422, never a shared one', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: '/api/ads?min_price=50&max_price=10' });
    expect(wrong.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/ads?min_price=50&max_price=10' })).statusCode).toBe(
      422,
    );
  });
});
