import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Message } from '@sokoni/contracts';
import { buildTestApp, describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { CapturingMailer, bearer, createAccount } from './support/accounts';
import { SseClient } from './support/sse';
import { eventsAfter } from '../src/messaging/live-events';
import { loadConfig } from '../src/config';

const en = { 'accept-language': 'en' };
const NOT_PARTICIPANT = 'You are not authorized to view this conversation.';

describeEachEngine('messaging', (getDb) => {
  let baseUrl: string;
  const mailer = new CapturingMailer();

  const t = useTestApp(getDb, { mailer, publicUrl: 'https://sokoni.test', eventsHeartbeatMs: 200 });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await insertCurrencies(t.db);
    mailer.sent.length = 0;
  });

  async function scene() {
    const seller = await createAccount(t.db, { name: 'Mama Neema', email: 'neema@example.cd' });
    const buyer = await createAccount(t.db, {
      name: 'Patrick',
      email: 'patrick@example.cd',
      preferred_language: 'en',
    });
    const third = await createAccount(t.db, { name: 'Intrus', email: 'intrus@example.cd' });
    const admin = await createAccount(t.db, { name: 'Admin', email: 'admin@example.cd', is_admin: true });
    const category = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    const ad = await insertAd(t.db, {
      title: 'Samsung Galaxy A15',
      userId: seller.id,
      categoryId: category,
      images: 1,
    });
    return { seller, buyer, third, admin, category, ad };
  }

  async function contact(token: string, adId: number | string, message = 'Bonjour, toujours disponible ?') {
    return t.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/contact`,
      payload: { message },
      headers: { ...bearer(token), ...en },
    });
  }

  async function startConversation() {
    const s = await scene();
    const response = await contact(s.buyer.token, s.ad.id);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return {
      ...s,
      conversationId: body.conversation.id as number,
      firstMessageId: body.message.id as number,
    };
  }

  let clientSeq = 0;
  const send = (token: string, id: number, message: string, clientId = `client-${++clientSeq}-abc`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { message, client_id: clientId },
      headers: { ...bearer(token), ...en },
    });

  describe('authorization of every messaging endpoint', () => {
    const endpoints = (c: number, m: number, ad: number) => [
      { method: 'GET' as const, url: `/api/conversations/${c}` },
      {
        method: 'POST' as const,
        url: `/api/conversations/${c}/messages`,
        payload: { message: 'Salut', client_id: 'authz-client-1' },
      },
      { method: 'PATCH' as const, url: `/api/conversations/${c}`, payload: { archived: true } },
      { method: 'DELETE' as const, url: `/api/conversations/${c}/messages/${m}` },
      { method: 'GET' as const, url: '/api/conversations' },
      { method: 'GET' as const, url: '/api/conversations/unread-count' },
      { method: 'POST' as const, url: `/api/ads/${ad}/contact`, payload: { message: 'Bonjour' } },
      { method: 'POST' as const, url: `/api/ads/${ad}/reports`, payload: { reason: 'scam' } },
      {
        method: 'POST' as const,
        url: '/api/users/1/reviews',
        payload: { ad_id: ad, rating: 5, comment: 'Très bon vendeur' },
      },
      { method: 'POST' as const, url: '/api/reviews/1/reply', payload: { reply: 'Merci' } },
      { method: 'DELETE' as const, url: '/api/admin/reviews/1' },
      { method: 'GET' as const, url: '/api/events/stream' },
    ];

    it('answers 401 to an anonymous caller on every signed-in endpoint', async () => {
      const { conversationId, firstMessageId, ad } = await startConversation();
      for (const endpoint of endpoints(conversationId, firstMessageId, ad.id)) {
        const response = await t.app.inject({ ...endpoint, headers: en });
        expect({ url: endpoint.url, status: response.statusCode, body: response.json() }).toEqual({
          url: endpoint.url,
          status: 401,
          body: { message: 'Unauthenticated.' },
        });
      }
    });

    it("refuses a third user and an administrator with the not-authorized text as a 404, changing nothing", async () => {
      const { conversationId, firstMessageId, ad, third, admin } = await startConversation();
      const conversationEndpoints = endpoints(conversationId, firstMessageId, ad.id).slice(0, 4);
      const before = await t.db.selectFrom('messages').selectAll().orderBy('id').execute();
      const conversationBefore = await t.db.selectFrom('conversations').selectAll().execute();
      for (const caller of [third, admin]) {
        for (const endpoint of conversationEndpoints) {
          const response = await t.app.inject({ ...endpoint, headers: { ...bearer(caller.token), ...en } });
          expect({ url: endpoint.url, status: response.statusCode, body: response.json() }).toEqual({
            url: endpoint.url,
            status: 404,
            body: { message: NOT_PARTICIPANT },
          });
        }
        const fr = await t.app.inject({
          url: `/api/conversations/${conversationId}`,
          headers: bearer(caller.token),
        });
        expect(fr.json()).toEqual({ message: "Vous n'êtes pas autorisé à consulter cette conversation." });
      }
      expect(await t.db.selectFrom('messages').selectAll().orderBy('id').execute()).toEqual(before);
      expect(await t.db.selectFrom('conversations').selectAll().execute()).toEqual(conversationBefore);
      // Their own lists stay empty.
      const list = await t.app.inject({ url: '/api/conversations', headers: bearer(third.token) });
      expect(list.json().data).toEqual([]);
    });

    it('lets both participants read, write and archive; only the sender deletes a message', async () => {
      const { conversationId, firstMessageId, buyer, seller } = await startConversation();
      for (const caller of [buyer, seller]) {
        const read = await t.app.inject({
          url: `/api/conversations/${conversationId}`,
          headers: bearer(caller.token),
        });
        expect(read.statusCode).toBe(200);
        expect((await send(caller.token, conversationId, 'Oui')).statusCode).toBe(201);
        const archive = await t.app.inject({
          method: 'PATCH',
          url: `/api/conversations/${conversationId}`,
          payload: { archived: true },
          headers: bearer(caller.token),
        });
        expect(archive.statusCode).toBe(200);
        expect(archive.json().archived).toBe(true);
      }
      const notMine = await t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${conversationId}/messages/${firstMessageId}`,
        headers: { ...bearer(seller.token), ...en },
      });
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json()).toEqual({ message: 'You can only delete your own messages.' });
      const mine = await t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${conversationId}/messages/${firstMessageId}`,
        headers: bearer(buyer.token),
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ id: firstMessageId, deleted: true, body: '' });
    });

    it('answers a conversation that does not exist exactly like someone else’s: ids cannot be enumerated', async () => {
      const { conversationId, firstMessageId, ad, third } = await startConversation();
      const missing = conversationId + 1000;
      const conversationEndpoints = (c: number) => endpoints(c, firstMessageId, ad.id).slice(0, 4);
      for (const headers of [en, { 'accept-language': 'fr' }]) {
        const answers = async (c: number) =>
          Promise.all(
            conversationEndpoints(c).map(async (endpoint) => {
              const response = await t.app.inject({
                ...endpoint,
                headers: { ...bearer(third.token), ...headers },
              });
              return { method: endpoint.method, status: response.statusCode, body: response.json() };
            }),
          );
        const [others, absent] = [await answers(conversationId), await answers(missing)];
        expect(others).toEqual(absent);
        expect(others.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      }
    });
  });

  describe('contacting a seller', () => {
    it('opens a conversation with the first message, then reuses it', async () => {
      const { buyer, seller, ad } = await scene();
      const first = await contact(buyer.token, ad.id, 'Bonjour <b>Neema</b>, toujours disponible ?');
      expect(first.statusCode).toBe(201);
      const body = first.json();
      expect(body.message).toMatchObject({
        sender_id: buyer.id,
        body: 'Bonjour <b>Neema</b>, toujours disponible ?',
      });
      expect(body.conversation).toMatchObject({
        subject: 'Samsung Galaxy A15',
        role: 'buyer',
        archived: false,
        unread_count: 0,
        other_participant: { id: seller.id, name: 'Mama Neema' },
        ad: { id: ad.id, title: 'Samsung Galaxy A15', price: 100, currency_code: 'USD', status: 'active' },
        last_message: { sender_id: buyer.id },
      });
      expect(body.conversation.ad.image).toMatch(/-400\.webp$/);
      const again = await contact(buyer.token, ad.slug, 'Je peux passer demain ?');
      expect(again.json().conversation.id).toBe(body.conversation.id);
      const count = await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
    });

    it('refuses own ads, ads that are not active, banned senders and empty or over-long messages', async () => {
      const { buyer, seller, ad, category } = await scene();
      const own = await contact(seller.token, ad.id);
      expect([own.statusCode, own.json()]).toEqual([
        422,
        { message: 'You cannot contact the seller of your own ad.' },
      ]);
      const sold = await insertAd(t.db, {
        title: 'Vendu déjà',
        userId: seller.id,
        categoryId: category,
        status: 'sold',
      });
      const inactive = await contact(buyer.token, sold.id);
      expect([inactive.statusCode, inactive.json()]).toEqual([
        422,
        { message: 'This ad is no longer online: you cannot contact its seller.' },
      ]);
      const missing = await contact(buyer.token, 99999);
      expect(missing.statusCode).toBe(404);
      const empty = await contact(buyer.token, ad.id, '   ');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.message).toBeDefined();
      const long = await contact(buyer.token, ad.id, 'x'.repeat(2001));
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.message).toEqual(['This field must not exceed 2000 characters']);
      const banned = await createAccount(t.db, { is_banned: true });
      const refused = await contact(banned.token, ad.id);
      expect(refused.statusCode).toBe(403);
      expect(await t.db.selectFrom('conversations').selectAll().execute()).toEqual([]);
    });
  });

  describe('conversations', () => {
    it('sends idempotently: the same client_id twice stores one message', async () => {
      const { conversationId, seller } = await startConversation();
      const first = await send(seller.token, conversationId, 'Oui, il est disponible', 'retry-me-12345');
      const second = await send(seller.token, conversationId, 'Oui, il est disponible', 'retry-me-12345');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const rows = await t.db
        .selectFrom('messages')
        .where('client_id', '=', 'retry-me-12345')
        .selectAll()
        .execute();
      expect(rows).toHaveLength(1);
      const bad = await send(seller.token, conversationId, 'x', 'no spaces allowed');
      expect(bad.statusCode).toBe(422);
    });

    it('lists newest activity first with unread counts, marks read on opening, and counts unread for the badge', async () => {
      const { conversationId, buyer, seller, category } = await startConversation();
      const ad2 = await insertAd(t.db, { title: 'Moto TVS 125', userId: seller.id, categoryId: category });
      const second = (await contact(buyer.token, ad2.id, 'Prix final ?')).json().conversation.id;
      const unread = await t.app.inject({
        url: '/api/conversations/unread-count',
        headers: bearer(seller.token),
      });
      expect(unread.json()).toEqual({ count: 2 });
      const list = await t.app.inject({ url: '/api/conversations', headers: bearer(seller.token) });
      expect(list.json()).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
      expect(
        list
          .json()
          .data.map((c: { id: number; unread_count: number; role: string }) => [
            c.id,
            c.unread_count,
            c.role,
          ]),
      ).toEqual([
        [second, 1, 'seller'],
        [conversationId, 1, 'seller'],
      ]);
      const detail = await t.app.inject({
        url: `/api/conversations/${conversationId}`,
        headers: bearer(seller.token),
      });
      expect(detail.json().messages[0].read_at).not.toBeNull();
      expect(detail.json().has_more).toBe(false);
      const after = await t.app.inject({
        url: '/api/conversations/unread-count',
        headers: bearer(seller.token),
      });
      expect(after.json()).toEqual({ count: 1 });
      const stats = await t.app.inject({ url: '/api/user/statistics', headers: bearer(buyer.token) });
      expect(stats.json().total_conversations).toBe(2);
    });

    it('pages messages backwards with before=', async () => {
      const { conversationId, buyer } = await startConversation();
      // Inserted directly: sending 34 messages through the api would meet its rate limit.
      await t.db
        .insertInto('messages')
        .values(
          Array.from({ length: 34 }, (_, i) => ({
            conversation_id: conversationId,
            sender_id: buyer.id,
            body: `Message ${i + 1}`,
          })),
        )
        .execute();
      const newest = (
        await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: bearer(buyer.token) })
      ).json();
      expect(newest.messages).toHaveLength(30);
      expect(newest.messages.at(-1).body).toBe('Message 34');
      expect(newest.has_more).toBe(true);
      const older = (
        await t.app.inject({
          url: `/api/conversations/${conversationId}?before=${newest.messages[0].id}`,
          headers: bearer(buyer.token),
        })
      ).json();
      expect(older.messages).toHaveLength(5);
      expect(older.messages[0].body).toBe('Bonjour, toujours disponible ?');
      expect(older.has_more).toBe(false);
    });

    it('archives for one participant only; a new message brings it back to the recipient', async () => {
      const { conversationId, buyer, seller } = await startConversation();
      const archived = await t.app.inject({
        method: 'PATCH',
        url: `/api/conversations/${conversationId}`,
        payload: { archived: true },
        headers: bearer(seller.token),
      });
      expect(archived.json().archived).toBe(true);
      const inbox = (
        await t.app.inject({ url: '/api/conversations?archived=0', headers: bearer(seller.token) })
      ).json();
      const archive = (
        await t.app.inject({ url: '/api/conversations?archived=1', headers: bearer(seller.token) })
      ).json();
      expect([inbox.total, archive.total]).toEqual([0, 1]);
      const buyerInbox = (
        await t.app.inject({ url: '/api/conversations', headers: bearer(buyer.token) })
      ).json();
      expect(buyerInbox.total).toBe(1);
      await send(buyer.token, conversationId, 'Vous êtes là ?');
      const back = (await t.app.inject({ url: '/api/conversations', headers: bearer(seller.token) })).json();
      expect(back.total).toBe(1);
    });

    it('limits how fast one person sends', async () => {
      const { conversationId, buyer } = await startConversation();
      let last = 0;
      for (let i = 0; i < 30; i++) last = (await send(buyer.token, conversationId, `Spam ${i}`)).statusCode;
      expect(last).toBe(429);
      const refused = await send(buyer.token, conversationId, 'Encore');
      expect(refused.json()).toEqual({
        message: 'You are sending too many messages in a row. Please wait a minute before sending more.',
      });
    });

    it('mails an offline recipient once per quiet period, in their language, with a link and without the text', async () => {
      const { conversationId, seller, buyer } = await startConversation();
      const first = await mailer.waitFor('neema@example.cd');
      expect(first.subject).toBe('Nouveau message de Patrick sur Sokoni');
      expect(first.text).toContain(`https://sokoni.test/messages/${conversationId}`);
      expect(first.text).not.toContain('toujours disponible');
      await send(buyer.token, conversationId, 'Allô ?');
      await send(seller.token, conversationId, 'Oui, disponible');
      const toBuyer = await mailer.waitFor('patrick@example.cd');
      expect(toBuyer.subject).toBe('New message from Mama Neema on Sokoni');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailer.to('neema@example.cd')).toHaveLength(1);
    });
  });

  describe('live event stream', () => {
    it('delivers to every tab of the recipient and nothing to a third user; refuses bad tokens', async () => {
      const { conversationId, buyer, seller, third } = await startConversation();
      const bad = await SseClient.open(`${baseUrl}/api/events/stream`, {
        authorization: 'Bearer not-a-real-token-000000000',
      });
      expect(bad.status).toBe(401);
      const tabs = await Promise.all([
        SseClient.open(`${baseUrl}/api/events/stream`, bearer(buyer.token)),
        SseClient.open(`${baseUrl}/api/events/stream`, bearer(buyer.token)),
      ]);
      const outsider = await SseClient.open(`${baseUrl}/api/events/stream`, bearer(third.token));
      try {
        for (const tab of [...tabs, outsider])
          await tab.waitFor((events) => events.some((e) => e.event === 'unread-count'));
        const sent = (await send(seller.token, conversationId, 'Oui, il est là')).json();
        for (const tab of tabs) {
          await tab.waitFor((events) => events.some((e) => e.event === 'message'));
          expect(tab.of('message').map((e) => e.data)).toEqual([
            { conversation_id: conversationId, message: sent },
          ]);
          await tab.waitFor((events) => events.filter((e) => e.event === 'unread-count').length === 2);
          expect(tab.of('unread-count').at(-1)!.data).toEqual({ count: 1 });
        }
        // The offline-mail check sees the buyer online: no mail to them.
        expect(mailer.to('patrick@example.cd')).toHaveLength(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(outsider.events.map((e) => e.event)).toEqual(['unread-count']);
      } finally {
        for (const tab of [...tabs, outsider]) tab.close();
      }
    });

    it('replays what was missed after Last-Event-ID, then goes on live', async () => {
      const { conversationId, buyer, seller } = await startConversation();
      const tab = await SseClient.open(`${baseUrl}/api/events/stream`, bearer(buyer.token));
      await send(seller.token, conversationId, 'Premier');
      await tab.waitFor((events) => events.some((e) => e.event === 'message'));
      const lastId = tab.of('message')[0].id!;
      tab.close();
      const missed = (await send(seller.token, conversationId, 'Pendant la coupure')).json();
      const back = await SseClient.open(`${baseUrl}/api/events/stream`, {
        ...bearer(buyer.token),
        'last-event-id': lastId,
      });
      try {
        await back.waitFor((events) => events.some((e) => e.event === 'message'));
        expect(back.of('message').map((e) => (e.data as { message: { body: string } }).message.body)).toEqual(
          ['Pendant la coupure'],
        );
        expect(back.of('message')[0].data).toEqual({ conversation_id: conversationId, message: missed });
        await send(seller.token, conversationId, 'En direct');
        await back.waitFor((events) => events.filter((e) => e.event === 'message').length === 2);
        const ids = back.events.filter((e) => e.id).map((e) => Number(e.id));
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(new Set(ids).size).toBe(ids.length);
      } finally {
        back.close();
      }
    });

    it('tells the sender that their message was read', async () => {
      const { conversationId, buyer, seller } = await startConversation();
      const tab = await SseClient.open(`${baseUrl}/api/events/stream`, bearer(buyer.token));
      try {
        await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: bearer(seller.token) });
        await tab.waitFor((events) => events.some((e) => e.event === 'read'));
        expect(tab.of('read')[0].data).toMatchObject({
          conversation_id: conversationId,
          reader_id: seller.id,
        });
      } finally {
        tab.close();
      }
    });
  });
  /** Finding 3 of the second hardening review: the event log kept a deleted message's text, for good. */
  describe('history that forgets', () => {
    const SECRET = 'Mon numéro privé 0812345678';
    const bodiesIn = (events: { data: unknown }[]) => JSON.stringify(events.map((event) => event.data));

    async function deleteMessage(token: string, conversationId: number, messageId: number) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${conversationId}/messages/${messageId}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
    }

    it('a deleted message leaves the event log: a replay from the start (?after=0) never shows its text', async () => {
      const { conversationId, buyer, seller } = await startConversation();
      const secret = (await send(buyer.token, conversationId, SECRET)).json();
      await send(seller.token, conversationId, 'Merci, je vous appelle');
      await deleteMessage(buyer.token, conversationId, secret.id);

      for (const person of [buyer, seller]) {
        const replay = await SseClient.open(`${baseUrl}/api/events/stream?after=0`, bearer(person.token));
        try {
          await replay.waitFor((events) =>
            events.some((e) => (e.data as { message?: { deleted?: boolean } }).message?.deleted === true),
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(bodiesIn(replay.events)).not.toContain('0812345678');
          // The message is still known as deleted (without text), and the other messages are all there.
          const messages = replay.of('message').map((e) => (e.data as { message: Message }).message);
          expect(messages.filter((m) => m.id === secret.id)).toEqual([
            expect.objectContaining({ id: secret.id, deleted: true, body: '' }),
          ]);
          expect(messages.map((m) => m.body)).toEqual(
            expect.arrayContaining(['Bonjour, toujours disponible ?', 'Merci, je vous appelle']),
          );
        } finally {
          replay.close();
        }
      }
      const stored = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM live_events WHERE data::text LIKE '%0812345678%'
      `.execute(t.db);
      expect(stored.rows[0].n).toBe(0);
    });

    it('replays only what the user may still read: nothing of a conversation that is gone or a message deleted since', async () => {
      const { conversationId, buyer, seller } = await startConversation();
      await send(seller.token, conversationId, 'Toujours là');
      const racing = (await send(buyer.token, conversationId, SECRET)).json();
      // A deletion that raced the log (the row changed, the events not): the replay still leaves the text out.
      await t.db
        .updateTable('messages')
        .set({ deleted_at: new Date() })
        .where('id', '=', racing.id)
        .execute();
      const replayed = await eventsAfter(t.db, buyer.id, 0);
      expect(bodiesIn(replayed)).not.toContain('0812345678');
      expect(bodiesIn(replayed)).toContain('Toujours là');

      // The conversation goes (its ad removed for good): none of its messages or read receipts are replayed.
      await t.db.deleteFrom('conversations').where('id', '=', conversationId).execute();
      for (const person of [buyer, seller]) {
        const events = await eventsAfter(t.db, person.id, 0);
        expect(events.filter((e) => e.type === 'message' || e.type === 'read')).toEqual([]);
        expect(events.some((e) => e.type === 'unread-count')).toBe(true);
      }
    });

    it('LIVE_EVENTS_RETENTION_DAYS sets the window: 7 days by default, a wrong value stops the start', () => {
      expect(loadConfig({}).liveEventRetentionDays).toBe(7);
      expect(loadConfig({ LIVE_EVENTS_RETENTION_DAYS: '2' }).liveEventRetentionDays).toBe(2);
      for (const wrong of ['0', '-1', '1.5', 'week'])
        expect(() => loadConfig({ LIVE_EVENTS_RETENTION_DAYS: wrong })).toThrow(/LIVE_EVENTS_RETENTION_DAYS/);
    });

    it('keeps a bounded window: the job runner purges events older than the retention, newer ones stay', async () => {
      const { buyer } = await startConversation();
      const recent = await t.db.selectFrom('live_events').select('id').execute();
      expect(recent.length).toBeGreaterThan(0);
      await t.db
        .insertInto('live_events')
        .values(
          [3, 8, 30].map((days) => ({
            user_id: buyer.id,
            seq: 1000 + days,
            type: 'unread-count' as const,
            data: JSON.stringify({ count: days }),
            created_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000),
          })),
        )
        .execute();
      const withJobs = await buildTestApp(getDb().db, {
        liveEventPurgeIntervalMs: 60_000,
        liveEventRetentionDays: 5,
      });
      try {
        const deadline = Date.now() + 10_000;
        const left = () => t.db.selectFrom('live_events').select(['id', 'data']).orderBy('id').execute();
        while ((await left()).length > recent.length + 1 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await left();
        expect(rows.map((row) => row.id)).toEqual([...recent.map((row) => row.id), expect.any(Number)]);
        expect(rows.at(-1)!.data).toEqual({ count: 3 });
      } finally {
        await withJobs.close();
      }
    });
  });
});
