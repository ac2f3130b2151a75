import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/database';
import { pgliteSnapshot } from './support/schema-snapshot';
import { LocalFolderStorage } from '../src/media/storage';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { startBff, type RunningBff } from './support/bff';
import { SseClient } from './support/sse';

/**
 * Live delivery through real processes: the bff (run from its sources through tsx, so the suite does not depend on
 * a build) relaying `/bff/events` from real api instances. With TEST_DATABASE_URL and TEST_REDIS_URL, two
 * api instances (each with its own database pool and Redis connections) and two bff processes: every tab gets
 * every message exactly once, whichever api instance stored it. Without them, one api on in-memory PGlite and one
 * bff (the embedded default).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const describeIfRedis = redisUrl && postgresUrl ? describe : describe.skip;
const measureIf = process.env.MEASURE_LIVE === '1' ? it : it.skip;

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The buyer's first message about the ad ("Bonjour"); answers the conversation's id. */
async function contactSeller(api: App, adId: number, buyerToken: string): Promise<number> {
  const contact = await api.inject({
    method: 'POST',
    url: `/api/ads/${adId}/contact`,
    payload: { message: 'Bonjour' },
    headers: bearer(buyerToken),
  });
  return contact.json().conversation.id;
}

async function scene(db: DatabaseHandle['db'], fresh = true) {
  if (fresh) await insertCurrencies(db);
  const seller = await createAccount(db, { name: 'Vendeur' });
  const buyer = await createAccount(db, { name: 'Acheteur' });
  const third = await createAccount(db, { name: 'Tiers' });
  const category = await insertCategory(db, `phones-${Math.random().toString(36).slice(2, 8)}`, {
    fr: 'Téléphones',
    en: 'Phones',
  });
  const ad = await insertAd(db, { title: 'Infinix Hot 40', userId: seller.id, categoryId: category });
  return { seller, buyer, third, ad };
}

const messagesOf = (client: SseClient) =>
  client.of('message').map((e) => (e.data as { message: { body: string } }).message.body);

describe('live events through the bff (embedded, one api process)', () => {
  let handle: DatabaseHandle;
  let api: App;
  let bff: RunningBff;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    handle = await createDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: await pgliteSnapshot() });
    await migrateToLatest(handle.db);
    api = await buildApp({
      db: handle.db,
      storage: new LocalFolderStorage(path.join(os.tmpdir(), 'sokoni-live-media')),
      eventsHeartbeatMs: 1000,
    });
    bff = await startBff(await listen(api));
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    bff?.child.kill();
    await api?.close();
    await handle?.close();
  });

  it('checks the token against the api, delivers to two tabs, nothing to a third user, and replays after Last-Event-ID', async () => {
    const { seller, buyer, third, ad } = await scene(handle.db);
    const refused = await SseClient.open(`${bff.url}/bff/events`, {
      authorization: 'Bearer revoked-or-made-up-token-123',
    });
    expect(refused.status).toBe(401);
    expect(JSON.parse(await refused.text())).toEqual({ message: 'Non authentifié.' });
    const anonymous = await SseClient.open(`${bff.url}/bff/events`);
    expect(anonymous.status).toBe(401);

    const tabs = await Promise.all(
      [1, 2].map(() => SseClient.open(`${bff.url}/bff/events`, bearer(buyer.token))),
    );
    const outsider = await SseClient.open(`${bff.url}/bff/events`, bearer(third.token));
    clients.push(...tabs, outsider);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    for (const client of [...tabs, outsider]) await client.waitFor((events) => events.length > 0);

    const conversationId = await contactSeller(api, ad.id, buyer.token);
    const reply = (message: string, clientId: string) =>
      api.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { message, client_id: clientId },
        headers: bearer(seller.token),
      });
    await reply('Oui, disponible', 'seller-live-1');
    for (const tab of tabs) await tab.waitFor(() => messagesOf(tab).includes('Oui, disponible'));
    expect(tabs.map(messagesOf)).toEqual([
      ['Bonjour', 'Oui, disponible'],
      ['Bonjour', 'Oui, disponible'],
    ]);

    // One tab drops; a message arrives; the tab comes back with its Last-Event-ID and gets only what it missed.
    const lastId = tabs[0].of('message').at(-1)!.id!;
    tabs[0].close();
    await reply('Pendant la coupure', 'seller-live-2');
    const back = await SseClient.open(`${bff.url}/bff/events`, {
      ...bearer(buyer.token),
      'last-event-id': lastId,
    });
    clients.push(back);
    await back.waitFor(() => messagesOf(back).includes('Pendant la coupure'));
    expect(messagesOf(back)).toEqual(['Pendant la coupure']);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsider.of('message')).toEqual([]);
  }, 60_000);

  it('ends the relayed stream when the session logs out, and the bff refuses it afterwards', async () => {
    const buyer = await createAccount(handle.db, { name: 'Acheteur déconnecté' });
    const tab = await SseClient.open(`${bff.url}/bff/events`, bearer(buyer.token));
    clients.push(tab);
    await tab.waitFor((events) => events.length > 0);
    const logout = await api.inject({ method: 'POST', url: '/api/logout', headers: bearer(buyer.token) });
    expect(logout.statusCode).toBe(200);
    await tab.waitForEnd(5_000);
    const again = await SseClient.open(`${bff.url}/bff/events`, bearer(buyer.token));
    clients.push(again);
    expect(again.status).toBe(401);
  }, 60_000);

  measureIf(
    'measures latency and memory (embedded)',
    async () => {
      await measure(api, bff.url, handle.db, 'embedded', bff.child.pid);
    },
    300_000,
  );
});

/**
 * Figures for the operators (MEASURE_LIVE=1): median time from a send (the api's answer) to the event in a tab
 * through the bff, over 20 messages, and the bff's and api's memory with 1 000 open streams.
 */

async function measure(
  api: App,
  bffUrl: string,
  db: DatabaseHandle['db'],
  label: string,
  bffPid: number | undefined,
): Promise<void> {
  const { seller, buyer, ad } = await scene(db, false);
  const tab = await SseClient.open(`${bffUrl}/bff/events`, bearer(buyer.token));
  await tab.waitFor((events) => events.length > 0);
  const conversationId = await contactSeller(api, ad.id, buyer.token);
  const latencies: number[] = [];
  for (let i = 0; i < 20; i++) {
    const before = tab.of('message').length;
    const started = performance.now();
    await api.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { message: `Mesure ${i}`, client_id: `measure-${label}-${i}` },
      headers: bearer(seller.token),
    });
    await tab.waitFor(() => tab.of('message').length > before);
    latencies.push(performance.now() - started);
  }
  tab.close();
  latencies.sort((a, b) => a - b);
  const rss = (pid: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const apiBefore = process.memoryUsage().rss / 2 ** 20;
  const bffBefore = bffPid ? rss(bffPid) : 0;
  const streams: SseClient[] = [];
  for (let i = 0; i < 1000; i++)
    streams.push(await SseClient.open(`${bffUrl}/bff/events`, bearer(buyer.token)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const apiAfter = process.memoryUsage().rss / 2 ** 20;
  const bffAfter = bffPid ? rss(bffPid) : 0;
  for (const stream of streams) stream.close();
  console.log(
    `[${label}] send → event in a tab through the bff: median ${latencies[10].toFixed(1)} ms ` +
      `(min ${latencies[0].toFixed(1)}, max ${latencies[19].toFixed(1)}); 1000 open streams: ` +
      `api process +${(apiAfter - apiBefore).toFixed(0)} MB, bff +${(bffAfter - bffBefore).toFixed(0)} MB RSS`,
  );
}

describeIfRedis('live events across two api and two bff instances on Redis', () => {
  const name = `sokoni_live_${process.pid}_${randomBytes(3).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const apis: App[] = [];
  const bffs: RunningBff[] = [];
  const clients: SseClient[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
      if (i === 0) await migrateToLatest(handle.db);
      handles.push(handle);
      const api = await buildApp({
        db: handle.db,
        storage: new LocalFolderStorage(path.join(os.tmpdir(), 'sokoni-live-media')),
        redisUrl,
        eventsHeartbeatMs: 1000,
      });
      apis.push(api);
      bffs.push(await startBff(await listen(api)));
    }
  }, 180_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const bff of bffs) bff.child.kill();
    for (const api of apis) await api.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers every message exactly once to every connected tab, whichever instance stored it', async () => {
    const { seller, buyer, third, ad } = await scene(handles[0].db);
    // Tabs of the buyer on both bff instances (hence both api instances), the seller's on the second.
    const buyerTabs = [
      await SseClient.open(`${bffs[0].url}/bff/events`, bearer(buyer.token)),
      await SseClient.open(`${bffs[1].url}/bff/events`, bearer(buyer.token)),
      await SseClient.open(`${bffs[1].url}/bff/events`, bearer(buyer.token)),
    ];
    const sellerTab = await SseClient.open(`${bffs[1].url}/bff/events`, bearer(seller.token));
    const outsider = await SseClient.open(`${bffs[0].url}/bff/events`, bearer(third.token));
    clients.push(...buyerTabs, sellerTab, outsider);
    for (const client of clients) await client.waitFor((events) => events.length > 0);

    const contact = await apis[0].inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      payload: { message: 'Bonjour depuis Goma' },
      headers: bearer(buyer.token),
    });
    expect(contact.statusCode).toBe(201);
    const conversationId = contact.json().conversation.id;
    await sellerTab.waitFor(() => messagesOf(sellerTab).includes('Bonjour depuis Goma'));
    for (let i = 0; i < 4; i++) {
      const api = apis[i % 2];
      const response = await api.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { message: `Réponse ${i}`, client_id: `redis-fanout-${i}` },
        headers: bearer(seller.token),
      });
      expect(response.statusCode).toBe(201);
    }
    const expected = ['Bonjour depuis Goma', 'Réponse 0', 'Réponse 1', 'Réponse 2', 'Réponse 3'];
    for (const tab of [...buyerTabs, sellerTab])
      await tab.waitFor(() => messagesOf(tab).length >= expected.length);
    // Give a duplicate time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const tab of [...buyerTabs, sellerTab]) expect(messagesOf(tab)).toEqual(expected);
    expect(outsider.of('message')).toEqual([]);
    // The buyer's unread count reached every buyer tab too.
    for (const tab of buyerTabs) expect(tab.of('unread-count').at(-1)!.data).toEqual({ count: 4 });
  }, 60_000);

  measureIf(
    'measures latency and memory (Redis, two instances)',
    async () => {
      // Stored by the first api instance, delivered through Redis by the second one's bff.
      await measure(apis[0], bffs[1].url, handles[0].db, 'redis', bffs[1].child.pid);
    },
    300_000,
  );
});
