import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { randomToken, revokeUserTokens, sha256Hex } from '../src/auth/tokens';
import { LocalFolderStorage } from '../src/media/storage';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { createTestDatabase, ENGINES, type TestDatabase } from './helper';
import { bearer, createAccount, PASSWORD } from './support/accounts';
import { SseClient } from './support/sse';

/**
 * A live stream lives only as long as its session: each of the five ways a session ends closes the streams it
 * opened (and only those) at once, by a notice on the bus rather than the periodic check (set to a minute
 * here), and nothing reaches them afterwards. With TEST_DATABASE_URL and TEST_REDIS_URL, two api instances on
 * one PostgreSQL database and Redis: the session ends on one instance, the stream is open on the other.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const NEW_PASSWORD = 'Nouveau-Mot-2-Passe';
const PER_SESSION = 2;

interface Site {
  db: TestDatabase['db'];
  /** Where the session is ended. */
  api: App;
  apiUrl: string;
  /** Where the streams are opened (another instance with Redis). */
  streamUrl: string;
  close(): Promise<void>;
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const storage = () => new LocalFolderStorage(path.join(os.tmpdir(), 'sokoni-stream-sessions-media'));

async function startSite(
  engine: 'pglite' | 'postgres',
  options: Partial<BuildAppOptions> & { instances?: 1 | 2 } = {},
): Promise<Site> {
  const database = await createTestDatabase(engine);
  await insertCurrencies(database.db);
  const apps: App[] = [];
  for (let i = 0; i < (options.instances ?? 1); i++)
    apps.push(
      await buildApp({
        db: database.db,
        storage: storage(),
        eventsHeartbeatMs: 1000,
        eventsStreamsPerSession: PER_SESSION,
        eventsSessionCheckMs: 60_000,
        ...options,
      }),
    );
  const urls = await Promise.all(apps.map(listen));
  return {
    db: database.db,
    api: apps[0],
    apiUrl: urls[0],
    streamUrl: urls.at(-1)!,
    async close() {
      for (const app of apps) await app.close();
      await database.close();
    },
  };
}

async function openStream(url: string, token: string): Promise<SseClient> {
  const client = await SseClient.open(`${url}/api/events/stream`, bearer(token));
  expect(client.status).toBe(200);
  // The unread-count snapshot comes once the stream is registered with its session.
  await client.waitFor((events) => events.length > 0);
  return client;
}

/** A second session of the same person (another phone). */
async function secondSession(site: Site, email: string): Promise<string> {
  const login = await site.api.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  return login.json().token as string;
}

const bodies = (client: SseClient) =>
  client.of('message').map((event) => (event.data as { message: { body: string } }).message.body);

function sessionEndTests(label: string, start: () => Promise<Site>) {
  describe(label, () => {
    let site: Site;
    const clients: SseClient[] = [];
    const track = (client: SseClient) => {
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      site = await start();
    }, 120_000);
    afterAll(async () => {
      for (const client of clients) client.close();
      await site?.close();
    });

    it('logout closes the streams of that session only, and nothing reaches them afterwards', async () => {
      const buyer = await createAccount(site.db, { name: 'Acheteur' });
      const seller = await createAccount(site.db, { name: 'Vendeur' });
      const other = await secondSession(site, buyer.email);
      const loggedOut = track(await openStream(site.streamUrl, buyer.token));
      const stillIn = track(await openStream(site.streamUrl, other));

      const logout = await site.api.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(buyer.token),
      });
      expect(logout.statusCode).toBe(200);
      await loggedOut.waitForEnd(5_000);
      expect(loggedOut.comments).toContain('session ended');

      const category = await insertCategory(site.db, `phones-${Math.random().toString(36).slice(2, 8)}`, {
        fr: 'Téléphones',
        en: 'Phones',
      });
      const ad = await insertAd(site.db, { title: 'Tecno Spark', userId: seller.id, categoryId: category });
      const contact = await site.api.inject({
        method: 'POST',
        url: `/api/ads/${ad.id}/contact`,
        payload: { message: 'Toujours disponible ?' },
        headers: bearer(other),
      });
      expect(contact.statusCode).toBe(201);
      const reply = await site.api.inject({
        method: 'POST',
        url: `/api/conversations/${contact.json().conversation.id}/messages`,
        payload: { message: 'Oui, venez à Gombe', client_id: 'after-logout-1' },
        headers: bearer(seller.token),
      });
      expect(reply.statusCode).toBe(201);
      await stillIn.waitFor(() => bodies(stillIn).includes('Oui, venez à Gombe'));
      expect(stillIn.ended).toBe(false);
      expect(bodies(loggedOut)).toEqual([]);

      const again = track(await SseClient.open(`${site.streamUrl}/api/events/stream`, bearer(buyer.token)));
      expect(again.status).toBe(401);
    }, 60_000);

    it('a password change closes the streams of every other session, not the one that changed it', async () => {
      const user = await createAccount(site.db);
      const changer = await secondSession(site, user.email);
      const elsewhere = track(await openStream(site.streamUrl, user.token));
      const here = track(await openStream(site.streamUrl, changer));

      const change = await site.api.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(changer),
        payload: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(change.statusCode).toBe(200);
      await elsewhere.waitForEnd(5_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(here.ended).toBe(false);
    }, 60_000);

    it('a password reset closes every stream of the account', async () => {
      const user = await createAccount(site.db);
      const streams = [
        track(await openStream(site.streamUrl, user.token)),
        track(await openStream(site.streamUrl, await secondSession(site, user.email))),
      ];
      const token = randomToken();
      await site.db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256Hex(token),
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();

      const reset = await site.api.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      for (const stream of streams) await stream.waitForEnd(5_000);
    }, 60_000);

    it('a ban by an administrator closes every stream of the account, a report suspension too', async () => {
      const admin = await createAccount(site.db, { name: 'Admin', is_admin: true });
      const banned = await createAccount(site.db);
      const adminStream = track(await openStream(site.streamUrl, admin.token));
      const stream = track(await openStream(site.streamUrl, banned.token));

      const ban = await site.api.inject({
        method: 'POST',
        url: `/api/admin/users/${banned.id}/ban`,
        headers: bearer(admin.token),
        payload: { reason: 'Arnaques répétées' },
      });
      expect(ban.statusCode).toBe(200);
      await stream.waitForEnd(5_000);
      const again = track(await SseClient.open(`${site.streamUrl}/api/events/stream`, bearer(banned.token)));
      expect(again.status).toBe(401);

      // Suspending the seller from the reports queue is a ban as well.
      const seller = await createAccount(site.db);
      const reporter = await createAccount(site.db);
      const category = await insertCategory(site.db, `cars-${Math.random().toString(36).slice(2, 8)}`, {
        fr: 'Voitures',
        en: 'Cars',
      });
      const ad = await insertAd(site.db, { title: 'Toyota RAV4', userId: seller.id, categoryId: category });
      const report = await site.db
        .insertInto('reports')
        .values({ ad_id: ad.id, reporter_id: reporter.id, reason: 'scam', comment: 'Faux vendeur' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sellerStream = track(await openStream(site.streamUrl, seller.token));
      const suspend = await site.api.inject({
        method: 'POST',
        url: `/api/admin/reports/${report.id}/resolve`,
        headers: bearer(admin.token),
        payload: { action: 'suspend_user', reason: 'Annonce frauduleuse' },
      });
      expect(suspend.statusCode).toBe(200);
      await sellerStream.waitForEnd(5_000);
      expect(adminStream.ended).toBe(false);
    }, 60_000);

    it('deleting the account closes every stream of it', async () => {
      const user = await createAccount(site.db);
      const stream = track(await openStream(site.streamUrl, user.token));
      const remove = await site.api.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: bearer(user.token),
        payload: { password: PASSWORD, confirmation: 'DELETE' },
      });
      expect(remove.statusCode).toBe(200);
      await stream.waitForEnd(5_000);
    }, 60_000);

    it(`a session holds at most ${PER_SESSION} streams: one more closes its oldest, other sessions keep theirs`, async () => {
      const user = await createAccount(site.db);
      const other = track(await openStream(site.streamUrl, await secondSession(site, user.email)));
      const first = track(await openStream(site.streamUrl, user.token));
      const second = track(await openStream(site.streamUrl, user.token));
      expect(first.ended).toBe(false);
      // The third opens on the other instance when there are two: the count is shared.
      const third = track(await openStream(site.apiUrl, user.token));
      await first.waitForEnd(5_000);
      expect(first.comments).toContain('closed, this session opened too many streams');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([second.ended, third.ended, other.ended]).toEqual([false, false, false]);
    }, 60_000);
  });
}

for (const engine of ENGINES)
  sessionEndTests(`a stream lives only as long as its session (${engine}, one api)`, () => startSite(engine));

if (redisUrl && postgresUrl)
  sessionEndTests('a stream lives only as long as its session (PostgreSQL, two api instances on Redis)', () =>
    startSite('postgres', { redisUrl, instances: 2 }),
  );

describe.each(ENGINES)('the periodic session check (%s)', (engine) => {
  let site: Site;
  afterAll(async () => site?.close());

  it('closes a stream whose session ended without a notice (a revocation the bus never carried)', async () => {
    site = await startSite(engine, { eventsSessionCheckMs: 200 });
    const user = await createAccount(site.db);
    const stream = await openStream(site.streamUrl, user.token);
    try {
      await revokeUserTokens(site.db, user.id);
      await stream.waitForEnd(5_000);
      expect(stream.comments).toContain('session ended');
    } finally {
      stream.close();
    }
  }, 60_000);
});
