import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { LiveEvent, LiveEventType } from '@sokoni/contracts';
import type { Database } from '../db/types';

/** An event for one person, as the stream sends it. */
export interface AddressedEvent {
  userId: number;
  event: LiveEvent;
}

type Listener = (event: LiveEvent) => void;

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
}

/** The embedded default: one api process, events delivered in memory. */
export class InProcessEventBus implements LiveEventBus {
  private readonly listeners = new LocalListeners();
  private readonly open = new Map<number, number>();

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

  async close(): Promise<void> {}
}

const CHANNEL = 'sokoni:live-events';
const PRESENCE_TTL_MS = 90_000;

/**
 * Several api instances: every instance publishes to one Redis channel and delivers what it hears to the
 * streams open on it, so each open stream gets each event exactly once whichever instance wrote it.
 * Presence is a sorted set per user of open streams with their expiry, refreshed by each heartbeat.
 */
export class RedisEventBus implements LiveEventBus {
  private readonly listeners = new LocalListeners();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(redisUrl: string) {
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (_channel: string, payload: string) => {
      try {
        this.listeners.deliver(JSON.parse(payload) as AddressedEvent);
      } catch {
        // A malformed payload is not ours to deliver.
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  async publish(events: AddressedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const pipeline = this.publisher.pipeline();
    for (const event of events) pipeline.publish(CHANNEL, JSON.stringify(event));
    await pipeline.exec();
  }

  subscribe(userId: number, listener: Listener): () => void {
    return this.listeners.subscribe(userId, listener);
  }

  /** Resolves once this instance hears the channel (tests wait on it before publishing). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async isOnline(userId: number): Promise<boolean> {
    const key = `sokoni:online:${userId}`;
    await this.publisher.zremrangebyscore(key, '-inf', Date.now());
    return (await this.publisher.zcard(key)) > 0;
  }

  connected(userId: number): (alive: boolean) => void {
    const key = `sokoni:online:${userId}`;
    const member = randomUUID();
    const refresh = () => {
      void this.publisher
        .multi()
        .zadd(key, Date.now() + PRESENCE_TTL_MS, member)
        .pexpire(key, PRESENCE_TTL_MS)
        .exec()
        .catch(() => undefined);
    };
    refresh();
    return (alive) => {
      if (alive) refresh();
      else void this.publisher.zrem(key, member).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

export interface NewLiveEvent {
  userId: number;
  type: LiveEventType;
  data: unknown;
}

/** Writes the events to the log (one statement), then publishes them with their ids. */
export async function emitLiveEvents(
  db: Kysely<Database>,
  bus: LiveEventBus,
  events: NewLiveEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = await db
    .insertInto('live_events')
    .values(events.map((e) => ({ user_id: e.userId, type: e.type, data: JSON.stringify(e.data) })))
    .returning(['id', 'user_id', 'type', 'data'])
    .execute();
  await bus.publish(
    rows.map((row) => ({
      userId: row.user_id,
      event: { id: Number(row.id), type: row.type, data: row.data } as LiveEvent,
    })),
  );
}

/** Events of one user after an id, oldest first (the replay of a reconnecting stream). */
export async function eventsAfter(
  db: Kysely<Database>,
  userId: number,
  after: number,
  limit = 500,
): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .where('user_id', '=', userId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .select(['id', 'type', 'data'])
    .execute();
  return rows.map((row) => ({ id: Number(row.id), type: row.type, data: row.data }) as LiveEvent);
}

/** The newest event id of a user: where a fresh stream starts. */
export async function lastEventId(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
