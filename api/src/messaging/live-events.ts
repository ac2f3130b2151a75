import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { LiveEvent, LiveEventType } from '@sokoni/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import { redisClientOptions, REDIS_TIMEOUT_MS, type RedisHealth } from '@sokoni/server-kit';
import { readableByRecipient } from './event-log';

/** An event for one person, as the stream sends it. */
export interface AddressedEvent {
  userId: number;
  event: LiveEvent;
}

type Listener = (event: LiveEvent) => void;

/**
 * Sessions that ended (logout, password change or reset, ban, account deletion): one token, or every token of
 * the user but the one that made the change.
 */
export interface SessionEnd {
  userId: number;
  tokenId?: number;
  exceptTokenId?: number | null;
}

/** What the bus carries beside events, to every instance: a session that ended, or streams to close. */
export type StreamNotice =
  { kind: 'session-ended'; end: SessionEnd } | { kind: 'close-streams'; streamIds: string[] };

type NoticeListener = (notice: StreamNotice) => void;

/**
 * Who hears about what, in this process or across every api instance. Events are first written to the
 * `live_events` table (their id is the SSE id, so a reconnecting browser gets what it missed from any
 * instance), then published here for the streams that are open.
 */
export interface LiveEventBus {
  publish(events: AddressedEvent[]): Promise<void>;
  subscribe(userId: number, listener: Listener): () => void;
  /** A stream of this user is open somewhere (on this instance, or any instance with Redis). */
  isOnline(userId: number): Promise<boolean>;
  /** Marks one open stream; the returned function is called on every heartbeat and with `false` on close. */
  connected(userId: number): (alive: boolean) => void;
  /** Sends a notice to every instance (this one included), in order with the events. */
  notify(notice: StreamNotice): Promise<void>;
  onNotice(listener: NoticeListener): () => void;
  /**
   * Counts an open stream of a session (on every instance with Redis), oldest first, and returns the ids of the
   * oldest ones beyond `max`, which are forgotten here and are for their instance to close.
   */
  trackStream(tokenId: number, streamId: string, max: number): Promise<string[]>;
  untrackStream(tokenId: number, streamId: string): void;
  /**
   * Called when this instance hears the other instances again after it could not (Redis back, or its
   * reconnection): events published meanwhile never reached it, so each open stream replays from the log.
   */
  onResync?(listener: () => void): () => void;
  close(): Promise<void>;
}

class LocalListeners {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream: thousands are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  subscribe(userId: number, listener: Listener): () => void {
    const name = String(userId);
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  deliver({ userId, event }: AddressedEvent): void {
    this.emitter.emit(String(userId), event);
  }

  onNotice(listener: NoticeListener): () => void {
    this.emitter.on('notice', listener);
    return () => this.emitter.off('notice', listener);
  }

  notice(notice: StreamNotice): void {
    this.emitter.emit('notice', notice);
  }
}

/** The embedded default: one api process, events delivered in memory. */
export class InProcessEventBus implements LiveEventBus {
  private readonly listeners = new LocalListeners();
  private readonly open = new Map<number, number>();
  private readonly streams = new Map<number, string[]>();

  async publish(events: AddressedEvent[]): Promise<void> {
    for (const event of events) this.listeners.deliver(event);
  }

  subscribe(userId: number, listener: Listener): () => void {
    return this.listeners.subscribe(userId, listener);
  }

  async isOnline(userId: number): Promise<boolean> {
    return (this.open.get(userId) ?? 0) > 0;
  }

  connected(userId: number): (alive: boolean) => void {
    this.open.set(userId, (this.open.get(userId) ?? 0) + 1);
    let closed = false;
    return (alive) => {
      if (alive || closed) return;
      closed = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }

  async notify(notice: StreamNotice): Promise<void> {
    this.listeners.notice(notice);
  }

  onNotice(listener: NoticeListener): () => void {
    return this.listeners.onNotice(listener);
  }

  async trackStream(tokenId: number, streamId: string, max: number): Promise<string[]> {
    const streams = [...(this.streams.get(tokenId) ?? []), streamId];
    const evicted = streams.splice(0, Math.max(0, streams.length - max));
    this.streams.set(tokenId, streams);
    return evicted;
  }

  untrackStream(tokenId: number, streamId: string): void {
    const streams = (this.streams.get(tokenId) ?? []).filter((id) => id !== streamId);
    if (streams.length > 0) this.streams.set(tokenId, streams);
    else this.streams.delete(tokenId);
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'sokoni:live-events';
const PRESENCE_TTL_MS = 90_000;
/** A session's list of open streams outlives a crashed instance's entries by this much (they go first anyway). */
const SESSION_STREAMS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Several api instances: every instance publishes to one Redis channel and delivers what it hears to the
 * streams open on it, so each open stream gets each event exactly once whichever instance wrote it.
 * Presence is a sorted set per user of open streams with their expiry, refreshed by each heartbeat.
 *
 * Redis is a helper here, never a wait: events are in the `live_events` table before they are published, a
 * publish is not awaited by the request that stored them, and while Redis is unreachable events, notices,
 * presence and stream counts stay within this instance. When the subscriber is back on the channel,
 * `onResync` listeners replay what the open streams missed from the table.
 */
export class RedisEventBus implements LiveEventBus {
  private readonly listeners = new LocalListeners();
  /** This instance's own view: the fallback while Redis is unreachable. */
  private readonly local = new InProcessEventBus();
  private readonly resyncs = new EventEmitter();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<void>;
  private sequence = 0;
  private closed = false;

  constructor(
    redisUrl: string,
    health?: RedisHealth,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.resyncs.setMaxListeners(0);
    this.publisher = new Redis(redisUrl, redisClientOptions());
    // Subscribed again by hand on each connection, so a resync follows only once the channel is heard.
    this.subscriber = new Redis(redisUrl, redisClientOptions({ autoResubscribe: false }));
    if (health) {
      health.watch('live events (publish)', this.publisher);
      health.watch('live events (subscribe)', this.subscriber);
    } else {
      for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined);
    }
    this.subscriber.on('message', (_channel: string, payload: string) => {
      try {
        const message = JSON.parse(payload) as AddressedEvent | { notice: StreamNotice };
        if ('notice' in message) this.listeners.notice(message.notice);
        else this.listeners.deliver(message);
      } catch {
        // A malformed payload is not ours to deliver.
      }
    });
    let subscribed: () => void = () => undefined;
    const firstSubscription = new Promise<void>((resolve) => (subscribed = resolve));
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(CHANNEL).then(
        () => {
          subscribed();
          this.resyncs.emit('resync');
        },
        // Reconnect and try again rather than stay deaf to the channel.
        () => {
          if (!this.closed) this.subscriber.disconnect(true);
        },
      );
    });
    // The api starts even when Redis does not answer: its streams are served from this instance meanwhile.
    this.ready = Promise.race([
      firstSubscription,
      new Promise<void>((resolve) => setTimeout(resolve, 4 * REDIS_TIMEOUT_MS).unref()),
    ]);
  }

  private get up(): boolean {
    return this.publisher.status === 'ready';
  }

  async publish(events: AddressedEvent[]): Promise<void> {
    // Not awaited: the events are stored, and a stream that misses one replays it from the log.
    for (const event of events) {
      if (!this.up) {
        this.listeners.deliver(event);
        continue;
      }
      this.publisher.publish(CHANNEL, JSON.stringify(event)).catch(() => this.listeners.deliver(event));
    }
  }

  subscribe(userId: number, listener: Listener): () => void {
    return this.listeners.subscribe(userId, listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncs.on('resync', listener);
    return () => this.resyncs.off('resync', listener);
  }

  /** Resolves once this instance hears the channel, or after a short wait when Redis does not answer. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  async isOnline(userId: number): Promise<boolean> {
    if (!this.up) return this.local.isOnline(userId);
    const key = `sokoni:online:${userId}`;
    try {
      await this.publisher.zremrangebyscore(key, '-inf', Date.now());
      return (await this.publisher.zcard(key)) > 0;
    } catch {
      return this.local.isOnline(userId);
    }
  }

  connected(userId: number): (alive: boolean) => void {
    const local = this.local.connected(userId);
    const key = `sokoni:online:${userId}`;
    const member = randomUUID();
    const refresh = () => {
      if (!this.up) return;
      void this.publisher
        .multi()
        .zadd(key, Date.now() + PRESENCE_TTL_MS, member)
        .pexpire(key, PRESENCE_TTL_MS)
        .exec()
        .catch(() => undefined);
    };
    refresh();
    return (alive) => {
      local(alive);
      if (alive) refresh();
      else if (this.up) void this.publisher.zrem(key, member).catch(() => undefined);
    };
  }

  async notify(notice: StreamNotice): Promise<void> {
    if (this.up) {
      try {
        await this.publisher.publish(CHANNEL, JSON.stringify({ notice }));
        return;
      } catch {
        // Told to this instance's streams below; the others find out at their periodic check.
      }
    }
    this.listeners.notice(notice);
  }

  onNotice(listener: NoticeListener): () => void {
    return this.listeners.onNotice(listener);
  }

  /** A sorted set per session of its open streams, scored by opening time; the trim is one transaction. */
  async trackStream(tokenId: number, streamId: string, max: number): Promise<string[]> {
    const here = await this.local.trackStream(tokenId, streamId, max);
    if (!this.up) return here;
    const key = `sokoni:session-streams:${tokenId}`;
    try {
      const result = await this.publisher
        .multi()
        // Streams opened in the same millisecond keep their order on this instance.
        .zadd(key, Date.now() + (this.sequence++ % 1000) / 1000, streamId)
        .pexpire(key, SESSION_STREAMS_TTL_MS)
        .zrange(key, '0', String(-(max + 1)))
        .zremrangebyrank(key, 0, -(max + 1))
        .exec();
      const [error, evicted] = result?.[2] ?? [null, []];
      if (error) throw error;
      return evicted as string[];
    } catch (error) {
      this.log?.warn({ err: error }, 'could not count the streams of a session in Redis');
      return here;
    }
  }

  untrackStream(tokenId: number, streamId: string): void {
    this.local.untrackStream(tokenId, streamId);
    if (this.up)
      void this.publisher.zrem(`sokoni:session-streams:${tokenId}`, streamId).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.resyncs.removeAllListeners();
    for (const client of [this.subscriber, this.publisher]) {
      // quit() would wait for a connection that may never come back.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }
}

export interface NewLiveEvent {
  userId: number;
  type: LiveEventType;
  data: unknown;
}

/**
 * Writes the events to the log, each numbered after its recipient's last one, and gives them back addressed, for
 * `bus.publish` once they are committed. The numbers are taken under the row lock of the recipient's counter,
 * held until the transaction commits: a person's events are committed in the order of their numbers, so a
 * stream that sees a gap knows the log has what is missing. Inside a caller's transaction the events commit with
 * what they tell of (a message is never stored without its events).
 */
export async function recordLiveEvents(
  db: Kysely<Database>,
  events: NewLiveEvent[],
): Promise<AddressedEvent[]> {
  if (events.length === 0) return [];
  const write = async (trx: Kysely<Database>) => {
    const perUser = new Map<number, number>();
    for (const event of events) perUser.set(event.userId, (perUser.get(event.userId) ?? 0) + 1);
    // Counters in the order of their user ids, so two writers never wait on each other's rows (no deadlock).
    const next = new Map<number, number>();
    for (const [userId, count] of [...perUser].sort(([a], [b]) => a - b)) {
      const counter = await trx
        .insertInto('live_event_sequences')
        .values({ user_id: userId, last_seq: count })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ last_seq: sql<number>`live_event_sequences.last_seq + ${count}` }),
        )
        .returning('last_seq')
        .executeTakeFirstOrThrow();
      next.set(userId, Number(counter.last_seq) - count + 1);
    }
    return trx
      .insertInto('live_events')
      .values(
        events.map((e) => {
          const seq = next.get(e.userId)!;
          next.set(e.userId, seq + 1);
          return { user_id: e.userId, seq, type: e.type, data: JSON.stringify(e.data) };
        }),
      )
      .returning(['seq', 'user_id', 'type', 'data'])
      .execute();
  };
  const rows = db.isTransaction ? await write(db) : await db.transaction().execute(write);
  return rows.map((row) => ({
    userId: row.user_id,
    event: { id: Number(row.seq), type: row.type, data: row.data } as LiveEvent,
  }));
}

/** Writes the events to the log and publishes them (outside a transaction: see `recordLiveEvents`). */
export async function emitLiveEvents(
  db: Kysely<Database>,
  bus: LiveEventBus,
  events: NewLiveEvent[],
): Promise<void> {
  if (db.isTransaction)
    throw new Error('emitLiveEvents publishes: record in the transaction, publish after it');
  await bus.publish(await recordLiveEvents(db, events));
}

/**
 * Events of one user after a number, in order (the replay of a reconnecting stream, or what a gap in an open
 * stream is missing), only those the user may still read (`readableByRecipient`): nothing of a deleted message
 * or of a conversation that is gone.
 */
export async function eventsAfter(
  db: Kysely<Database>,
  userId: number,
  after: number,
  limit = 500,
): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .where('user_id', '=', userId)
    .where('seq', '>', after)
    .where(readableByRecipient)
    .orderBy('seq')
    .limit(limit)
    .select(['seq', 'type', 'data'])
    .execute();
  return rows.map((row) => ({ id: Number(row.seq), type: row.type, data: row.data }) as LiveEvent);
}

/** The number of a user's newest event: where a fresh stream starts. */
export async function lastEventId(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('live_event_sequences')
    .where('user_id', '=', userId)
    .select('last_seq')
    .executeTakeFirst();
  return Number(row?.last_seq ?? 0);
}
