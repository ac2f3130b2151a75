import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { emitLiveEvents, InProcessEventBus } from '../src/messaging/live-events';
import { buildTestApp, describeEachEngine, type TestApp, truncateAll, useTestApp } from './helper';
import { bearer, createAccount } from './support/accounts';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { SseClient } from './support/sse';

/**
 * Each person's events are numbered in the order they commit; an open stream that sees a later number before an
 * earlier one (two instances publishing at once) reads what is missing from the log, and a fresh stream gives the
 * browser the log's position at once, so a reconnect before any event misses nothing.
 */
describeEachEngine('live events in order', (getDb) => {
  let t: TestApp;
  let url: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp(getDb().db, { eventsHeartbeatMs: 60_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events/stream`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });
  beforeEach(() => truncateAll(t.db));

  const open = async (headers: Record<string, string>) => {
    const client = await SseClient.open(url, headers);
    clients.push(client);
    await client.waitFor((events) => events.length > 0);
    return client;
  };
  const counts = (client: SseClient) =>
    client
      .of('unread-count')
      .map((event) => ({ id: event.id, count: (event.data as { count: number }).count }));

  it('numbers a person’s events 1, 2, 3… and starts a fresh stream at the log’s position', async () => {
    const person = await createAccount(t.db, { name: 'Amani' });
    await emitLiveEvents(t.db, t.app.liveEvents, [
      { userId: person.id, type: 'unread-count', data: { count: 1 } },
      { userId: person.id, type: 'unread-count', data: { count: 2 } },
    ]);
    const stream = await open(bearer(person.token));
    expect(counts(stream)).toEqual([{ id: '2', count: 0 }]);

    await emitLiveEvents(t.db, t.app.liveEvents, [
      { userId: person.id, type: 'unread-count', data: { count: 3 } },
    ]);
    await stream.waitFor(() => counts(stream).length === 2);
    expect(counts(stream)[1]).toEqual({ id: '3', count: 3 });
  });

  it('reads from the log an event published late: the stream sends both, in order, once', async () => {
    const person = await createAccount(t.db, { name: 'Bahati' });
    const stream = await open(bearer(person.token));
    // The first event is committed but its publication is late (another instance); the second arrives first.
    await emitLiveEvents(t.db, new InProcessEventBus(), [
      { userId: person.id, type: 'unread-count', data: { count: 1 } },
    ]);
    await emitLiveEvents(t.db, t.app.liveEvents, [
      { userId: person.id, type: 'unread-count', data: { count: 2 } },
    ]);
    await stream.waitFor(() => counts(stream).length === 3);
    // The late publication itself, when it comes, is not sent again.
    await t.app.liveEvents.publish([
      { userId: person.id, event: { id: 1, type: 'unread-count', data: { count: 1 } } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counts(stream)).toEqual([
      { id: '0', count: 0 },
      { id: '1', count: 1 },
      { id: '2', count: 2 },
    ]);
  });

  it('lets a stream that broke before any event reconnect from where it opened, missing nothing', async () => {
    const person = await createAccount(t.db, { name: 'Chausiku' });
    const first = await open(bearer(person.token));
    const position = first.events[0].id!;
    first.close();
    await emitLiveEvents(t.db, t.app.liveEvents, [
      { userId: person.id, type: 'unread-count', data: { count: 7 } },
    ]);
    const back = await SseClient.open(url, { ...bearer(person.token), 'last-event-id': position });
    clients.push(back);
    await back.waitFor(() => counts(back).length > 0);
    expect(counts(back)).toEqual([{ id: '1', count: 7 }]);
  });

  it('numbers the events of several people in one write each from their own counter', async () => {
    const [a, b] = [
      await createAccount(t.db, { name: 'Dunia' }),
      await createAccount(t.db, { name: 'Eshe' }),
    ];
    await emitLiveEvents(t.db, t.app.liveEvents, [
      { userId: a.id, type: 'unread-count', data: { count: 1 } },
    ]);
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        emitLiveEvents(t.db, t.app.liveEvents, [
          { userId: b.id, type: 'unread-count', data: { count: n } },
          { userId: a.id, type: 'unread-count', data: { count: n } },
        ]),
      ),
    );
    const rows = await t.db
      .selectFrom('live_events')
      .select(['user_id', 'seq'])
      .orderBy('user_id')
      .orderBy('seq')
      .execute();
    expect(rows.filter((row) => row.user_id === a.id).map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5]);
    expect(rows.filter((row) => row.user_id === b.id).map((row) => Number(row.seq))).toEqual([1, 2, 3, 4]);
  });
});

describeEachEngine('a message and its live events', (getDb) => {
  const t = useTestApp(getDb);
  beforeEach(async () => {
    await insertCurrencies(t.db);
  });

  it('are stored together: when its events cannot be written, the message is not stored and the retry stores both', async () => {
    const seller = await createAccount(t.db, { name: 'Vendeur' });
    const buyer = await createAccount(t.db, { name: 'Acheteur' });
    const category = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    const ad = await insertAd(t.db, { title: 'Itel A70', userId: seller.id, categoryId: category });
    const contact = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      payload: { message: 'Bonjour' },
      headers: bearer(buyer.token),
    });
    const conversationId = contact.json().conversation.id as number;
    // The log refuses the next message event, as a database or an instance failing halfway would.
    await sql`CREATE OR REPLACE FUNCTION live_events_fail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'log unavailable'; END $$ LANGUAGE plpgsql`.execute(t.db);
    await sql`CREATE TRIGGER live_events_fail BEFORE INSERT ON live_events
      FOR EACH ROW WHEN (NEW.type = 'message') EXECUTE FUNCTION live_events_fail()`.execute(t.db);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { message: 'Toujours disponible ?', client_id: 'retry-me-1' },
        headers: bearer(buyer.token),
      });
    expect((await send()).statusCode).toBe(500);
    const stored = () =>
      t.db.selectFrom('messages').where('body', '=', 'Toujours disponible ?').select('id').execute();
    expect(await stored()).toHaveLength(0);

    await sql`DROP TRIGGER live_events_fail ON live_events`.execute(t.db);
    await sql`DROP FUNCTION live_events_fail()`.execute(t.db);
    expect((await send()).statusCode).toBe(201);
    const [message] = await stored();
    const events = await t.db
      .selectFrom('live_events')
      .where('type', '=', 'message')
      .where(sql<string>`data #>> '{message,id}'`, '=', String(message.id))
      .select('user_id')
      .execute();
    expect(events.map((event) => event.user_id).sort()).toEqual([seller.id, buyer.id].sort());
  });
});
