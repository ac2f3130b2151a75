import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/database';
import { pgliteSnapshot } from './support/schema-snapshot';
import { LocalFolderStorage } from '../src/media/storage';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { startBff, type RunningBff } from './support/bff';

/**
 * GET /bff/ads/{slug} through the real bff and api: an ad that is not public (pending review, rejected) opens
 * for its owner and administrators, with its seller card, and stays a 404 for everyone else. The bff runs
 * from its sources (tsx), as in live-events.test.ts.
 */

describe('GET /bff/ads/{slug} of an ad that is not public', () => {
  let handle: DatabaseHandle;
  let api: App;
  let bff: RunningBff;
  let people: Record<'owner' | 'other' | 'admin', { id: number; token: string }>;
  let pending: { id: number; slug: string };
  let rejected: { id: number; slug: string };

  beforeAll(async () => {
    handle = await createDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: await pgliteSnapshot() });
    await migrateToLatest(handle.db);
    api = await buildApp({
      db: handle.db,
      storage: new LocalFolderStorage(path.join(os.tmpdir(), 'sokoni-ad-page-media')),
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    bff = await startBff(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);

    await insertCurrencies(handle.db);
    people = {
      // A first-time seller: nothing public yet, so no public seller card either.
      owner: await createAccount(handle.db, { name: 'Nouvelle Vendeuse' }),
      other: await createAccount(handle.db, { name: 'Curieux' }),
      admin: await createAccount(handle.db, { name: 'Modératrice', is_admin: true }),
    };
    const category = await insertCategory(handle.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    pending = await insertAd(handle.db, { title: 'Infinix Hot 40 neuf', userId: people.owner.id, categoryId: category, status: 'pending' });
    rejected = await insertAd(handle.db, { title: 'Tecno Camon 20', userId: people.owner.id, categoryId: category, status: 'rejected' });
    await handle.db.updateTable('ads').set({ rejection_reason: 'Photo floue' }).where('id', '=', rejected.id).execute();
  }, 120_000);

  afterAll(async () => {
    bff?.child.kill();
    await api?.close();
    await handle?.close();
  });

  const open = (slug: string, token?: string) =>
    fetch(`${bff.url}/bff/ads/${slug}`, { headers: token ? bearer(token) : {} });

  it('is a 404 for an anonymous visitor and for another user, as if it did not exist', async () => {
    for (const token of [undefined, people.other.token]) {
      for (const ad of [pending, rejected]) {
        const response = await open(ad.slug, token);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Annonce introuvable' });
      }
    }
  });

  it.each(['owner', 'admin'] as const)('opens for the %s with its state, its seller card, and is never stored', async (who) => {
    const page = await open(pending.slug, people[who].token);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const body = await page.json();
    expect(body.ad).toMatchObject({ id: pending.id, status: 'pending' });
    expect(body.seller).toMatchObject({ id: people.owner.id, name: 'Nouvelle Vendeuse', active_ads_count: 0 });

    const refused = await (await open(rejected.slug, people[who].token)).json();
    expect(refused.ad).toMatchObject({ status: 'rejected', rejection_reason: 'Photo floue' });
  });

  it("keeps an account's card private to others while it has nothing public", async () => {
    expect((await api.inject({ url: `/api/users/${people.owner.id}` })).statusCode).toBe(404);
    expect((await api.inject({ url: `/api/users/${people.owner.id}`, headers: bearer(people.other.token) })).statusCode).toBe(404);
    expect((await api.inject({ url: `/api/users/${people.owner.id}`, headers: bearer(people.owner.token) })).statusCode).toBe(200);
    expect((await api.inject({ url: `/api/users/${people.owner.id}`, headers: bearer(people.admin.token) })).statusCode).toBe(200);
  });
});
