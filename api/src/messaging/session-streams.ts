import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveStreamEndReason } from '@sokoni/contracts';
import type { Database } from '../db/types';
import type { LiveEventBus, SessionEnd, StreamNotice } from './live-events';

/** Why the api closed a stream: its session ended, or the session opened one stream too many. */
export type StreamEndReason = LiveStreamEndReason;

export interface SessionStreamLimits {
  /** Streams one session may hold open at once; opening one more closes its oldest. */
  maxPerSession: number;
  /** How often the sessions of every open stream are checked again in the database (ms). */
  checkMs: number;
}

export interface StreamSession {
  userId: number;
  tokenId: number;
  close(reason: StreamEndReason): void;
}

/**
 * The sessions among these that may still read: token neither revoked nor expired, account neither deleted
 * nor banned (the same rules as the auth guard). One query per thousand sessions.
 */
export async function usableSessions(db: Kysely<Database>, tokenIds: number[]): Promise<Set<number>> {
  const usable = new Set<number>();
  const unique = [...new Set(tokenIds)];
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .where('auth_tokens.id', 'in', unique.slice(start, start + 1000))
      .where('auth_tokens.revoked_at', 'is', null)
      .where('auth_tokens.expires_at', '>', sql<Date>`now()`)
      .where('users.deleted_at', 'is', null)
      .where('users.is_banned', '=', false)
      .select('auth_tokens.id')
      .execute();
    for (const row of rows) usable.add(row.id);
  }
  return usable;
}

/**
 * Tells the open streams of sessions that just ended, on every api instance, to close. Called after the
 * revocation is committed; if the bus cannot carry it, the streams' periodic check closes them instead.
 */
export async function announceSessionEnd(
  bus: LiveEventBus,
  end: SessionEnd,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await bus.notify({ kind: 'session-ended', end });
  } catch (error) {
    log?.warn({ err: error }, 'could not announce the end of a session to the event streams');
  }
}

/**
 * The event streams open on this instance, each tied to the session (token) that opened it. A stream closes
 * when its session ends, told by a notice on the bus (from any instance) or found by the periodic check,
 * and when its session opens more streams than allowed (the oldest goes first).
 */
export class SessionStreams {
  private readonly streams = new Map<string, StreamSession>();
  private readonly stopNotices: () => void;
  private readonly timer: ReturnType<typeof setInterval>;
  private checking = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: LiveEventBus,
    private readonly limits: SessionStreamLimits,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stopNotices = bus.onNotice((notice) => this.onNotice(notice));
    this.timer = setInterval(() => void this.checkAll(), limits.checkMs);
    this.timer.unref();
  }

  /**
   * Registers a stream, closes the session's streams beyond the limit, then checks the session once more: a
   * revocation committed after the guard's check but before the stream listened is not missed. Resolves to
   * the function that unregisters the stream, or null when the stream was closed meanwhile.
   */
  async add(stream: StreamSession): Promise<(() => void) | null> {
    const id = randomUUID();
    this.streams.set(id, stream);
    const remove = () => {
      if (!this.streams.delete(id)) return;
      this.bus.untrackStream(stream.tokenId, id);
    };
    let evicted: string[] = [];
    try {
      evicted = await this.bus.trackStream(stream.tokenId, id, this.limits.maxPerSession);
    } catch (error) {
      this.log.warn({ err: error }, 'could not count the streams of a session');
    }
    const elsewhere = evicted.filter((other) => !this.closeStream(other, 'too-many-streams'));
    if (elsewhere.length > 0)
      await this.bus.notify({ kind: 'close-streams', streamIds: elsewhere }).catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not close the oldest streams of a session');
      });
    if (!this.streams.has(id)) return null;
    const usable = await usableSessions(this.db, [stream.tokenId]);
    if (!usable.has(stream.tokenId)) {
      this.closeStream(id, 'session-ended');
      return null;
    }
    return this.streams.has(id) ? remove : null;
  }

  /** Streams open on this instance (for tests and logs). */
  get size(): number {
    return this.streams.size;
  }

  /** Checks the session of every open stream in one query and closes those that ended. */
  async checkAll(): Promise<void> {
    if (this.checking || this.streams.size === 0) return;
    this.checking = true;
    try {
      const usable = await usableSessions(
        this.db,
        [...this.streams.values()].map((stream) => stream.tokenId),
      );
      for (const [id, stream] of [...this.streams])
        if (!usable.has(stream.tokenId)) this.closeStream(id, 'session-ended');
    } catch (error) {
      this.log.warn({ err: error }, 'could not check the sessions of the event streams');
    } finally {
      this.checking = false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.stopNotices();
  }

  private closeStream(id: string, reason: StreamEndReason): boolean {
    const stream = this.streams.get(id);
    if (!stream) return false;
    this.streams.delete(id);
    this.bus.untrackStream(stream.tokenId, id);
    stream.close(reason);
    return true;
  }

  private onNotice(notice: StreamNotice): void {
    if (notice.kind === 'close-streams') {
      for (const id of notice.streamIds) this.closeStream(id, 'too-many-streams');
      return;
    }
    const { userId, tokenId, exceptTokenId } = notice.end;
    for (const [id, stream] of [...this.streams]) {
      if (stream.userId !== userId) continue;
      if (tokenId !== undefined && stream.tokenId !== tokenId) continue;
      if (exceptTokenId && stream.tokenId === exceptTokenId) continue;
      this.closeStream(id, 'session-ended');
    }
  }
}
