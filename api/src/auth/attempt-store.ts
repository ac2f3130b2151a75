import type { Redis } from 'ioredis';

/**
 * Counters behind the sign-in throttle (see rate-limits.ts). Each operation decides and counts in one step,
 * so parallel requests cannot all slip through the same free slot. Times are milliseconds from the caller's
 * clock (tests drive it); the store's own expiry only removes counters nobody needs any more.
 */
export interface AttemptStore {
  /**
   * Growing delays: once `free` attempts are counted, the next one is refused until
   * min(2^(count - free) seconds, maxDelayMs) after the last one. Otherwise counts this attempt.
   */
  claimDelayed(key: string, now: number, rule: DelayRule): Promise<Claim>;
  /** Adds one to a counter kept `memoryMs` after its last change; answers the new count. */
  bump(key: string, now: number, memoryMs: number): Promise<number>;
  /** A counter's value, 0 when absent or forgotten. */
  peek(key: string, now: number): Promise<number>;
  /** Keeps a secret (its digest) for `ttlMs`, replacing the one before. */
  putSecret(key: string, digest: string, now: number, ttlMs: number): Promise<void>;
  /**
   * Checks a digest against the kept secret: a match uses it up; a miss counts, and the secret is dropped
   * after `maxMisses` of them.
   */
  useSecret(key: string, digest: string, now: number, maxMisses: number): Promise<SecretCheck>;
  /** At most `max` attempts per fixed window starting with the first one. */
  claimWindow(key: string, now: number, rule: WindowRule): Promise<Claim>;
  /** Takes back one counted attempt (it turned out not to be a failure). */
  release(key: string): Promise<void>;
  /** Forgets the key (a success). */
  clear(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface DelayRule {
  free: number;
  maxDelayMs: number;
  /** Counters are forgotten this long after the last attempt. */
  memoryMs: number;
}

export interface WindowRule {
  max: number;
  windowMs: number;
}

/** `count`: the attempts counted on the key, this one included. */
export type Claim = { allowed: true; count: number } | { allowed: false; retryAfterMs: number };

export type SecretCheck = 'match' | 'miss' | 'none';

/** The wait after `count` counted attempts. */
export function delayAfter(count: number, rule: DelayRule): number {
  if (count < rule.free) return 0;
  return Math.min(2 ** (count - rule.free + 1) * 1000, rule.maxDelayMs);
}

interface Entry {
  count: number;
  /** Last attempt (delays) or start of the window (windows). */
  at: number;
  expiresAt: number;
  /** A kept secret's digest. */
  digest?: string;
}

/** Counters in this process: the default, and the fallback while Redis is unreachable. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, Entry>();
  private operations = 0;

  private live(key: string, now: number): Entry | undefined {
    if (++this.operations % 1000 === 0) {
      for (const [name, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(name);
    }
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async claimDelayed(key: string, now: number, rule: DelayRule): Promise<Claim> {
    const entry = this.live(key, now);
    const count = entry?.count ?? 0;
    if (entry) {
      const until = entry.at + delayAfter(count, rule);
      if (now < until) return { allowed: false, retryAfterMs: until - now };
    }
    this.entries.set(key, { count: count + 1, at: now, expiresAt: now + rule.memoryMs });
    return { allowed: true, count: count + 1 };
  }

  async bump(key: string, now: number, memoryMs: number): Promise<number> {
    const count = (this.live(key, now)?.count ?? 0) + 1;
    this.entries.set(key, { count, at: now, expiresAt: now + memoryMs });
    return count;
  }

  async peek(key: string, now: number): Promise<number> {
    return this.live(key, now)?.count ?? 0;
  }

  async putSecret(key: string, digest: string, now: number, ttlMs: number): Promise<void> {
    this.entries.set(key, { count: 0, at: now, expiresAt: now + ttlMs, digest });
  }

  async useSecret(key: string, digest: string, now: number, maxMisses: number): Promise<SecretCheck> {
    const entry = this.live(key, now);
    if (!entry?.digest) return 'none';
    if (entry.digest === digest) {
      this.entries.delete(key);
      return 'match';
    }
    entry.count += 1;
    if (entry.count >= maxMisses) this.entries.delete(key);
    return 'miss';
  }

  async claimWindow(key: string, now: number, rule: WindowRule): Promise<Claim> {
    let entry = this.live(key, now);
    if (!entry || now >= entry.at + rule.windowMs) {
      entry = { count: 0, at: now, expiresAt: now + rule.windowMs };
      this.entries.set(key, entry);
    }
    if (entry.count >= rule.max) return { allowed: false, retryAfterMs: entry.at + rule.windowMs - now };
    entry.count += 1;
    return { allowed: true, count: entry.count };
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

// The same decisions as MemoryAttemptStore, atomic in Redis. A hash per key: c (count), t (time).
// Each claim starts by reading the key's count and time, and the caller's clock (ARGV[1]).
const READ_COUNT = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
local t = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
local now = tonumber(ARGV[1])`;

const CLAIM_DELAYED = `${READ_COUNT}
local free = tonumber(ARGV[2])
local maxDelay = tonumber(ARGV[3])
if c > 0 and c >= free then
  local wait = math.min((2 ^ (c - free + 1)) * 1000, maxDelay)
  if now < t + wait then return {t + wait - now, c} end
end
redis.call('HSET', KEYS[1], 'c', c + 1, 't', now)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {0, c + 1}
`;

const CLAIM_WINDOW = `${READ_COUNT}
local max = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
if c == 0 or now >= t + window then
  c = 0
  t = now
  redis.call('HSET', KEYS[1], 'c', 0, 't', now)
  redis.call('PEXPIRE', KEYS[1], window)
end
if c >= max then return {t + window - now, c} end
redis.call('HINCRBY', KEYS[1], 'c', 1)
return {0, c + 1}
`;

// Counters and secrets keep their end (e) by the caller's clock; Redis's own expiry only cleans up.
const BUMP = `
local now = tonumber(ARGV[1])
local e = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
local c = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
if now >= e then c = 0 end
redis.call('HSET', KEYS[1], 'c', c + 1, 'e', now + tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return c + 1
`;

// A miss counts in m; the secret goes after the last allowed miss.
const USE_SECRET = `
local d = redis.call('HGET', KEYS[1], 'd')
if not d or tonumber(ARGV[3]) >= tonumber(redis.call('HGET', KEYS[1], 'e')) then return 'none' end
if d == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 'match'
end
local m = redis.call('HINCRBY', KEYS[1], 'm', 1)
if m >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return 'miss'
`;

const RELEASE = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
if c > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0
`;

/** Counters in Redis, so a restart (or another api instance) sees the same failures. */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sokoni:attempts:',
  ) {}

  private async claim(script: string, key: string, args: number[]): Promise<Claim> {
    const [wait, count] = (await this.redis.eval(script, 1, this.prefix + key, ...args.map(String))) as [
      number,
      number,
    ];
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true, count: Number(count) };
  }

  async bump(key: string, now: number, memoryMs: number): Promise<number> {
    return Number(await this.redis.eval(BUMP, 1, this.prefix + key, String(now), String(memoryMs)));
  }

  async peek(key: string, now: number): Promise<number> {
    const [count, end] = await this.redis.hmget(this.prefix + key, 'c', 'e');
    return end !== null && now >= Number(end) ? 0 : Number(count ?? 0);
  }

  async putSecret(key: string, digest: string, now: number, ttlMs: number): Promise<void> {
    await this.redis
      .multi()
      .del(this.prefix + key)
      .hset(this.prefix + key, 'd', digest, 'm', 0, 'e', now + ttlMs)
      .pexpire(this.prefix + key, ttlMs)
      .exec();
  }

  async useSecret(key: string, digest: string, now: number, maxMisses: number): Promise<SecretCheck> {
    const args = [digest, String(maxMisses), String(now)];
    return (await this.redis.eval(USE_SECRET, 1, this.prefix + key, ...args)) as SecretCheck;
  }

  claimDelayed(key: string, now: number, rule: DelayRule): Promise<Claim> {
    return this.claim(CLAIM_DELAYED, key, [now, rule.free, rule.maxDelayMs, rule.memoryMs]);
  }

  claimWindow(key: string, now: number, rule: WindowRule): Promise<Claim> {
    return this.claim(CLAIM_WINDOW, key, [now, rule.max, rule.windowMs]);
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + key);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // quit() waits for a connection that may never come back.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/**
 * Redis first; while it fails, the counters of this process. Failing open entirely would let a Redis outage
 * switch brute-force protection off, failing closed would lock everybody out.
 */
export class FallbackAttemptStore implements AttemptStore {
  private readonly memory = new MemoryAttemptStore();

  constructor(
    private readonly primary: AttemptStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  private async run<T>(operation: (store: AttemptStore) => Promise<T>): Promise<T> {
    try {
      return await operation(this.primary);
    } catch (error) {
      this.onError(error);
      return operation(this.memory);
    }
  }

  claimDelayed(key: string, now: number, rule: DelayRule): Promise<Claim> {
    return this.run((store) => store.claimDelayed(key, now, rule));
  }

  claimWindow(key: string, now: number, rule: WindowRule): Promise<Claim> {
    return this.run((store) => store.claimWindow(key, now, rule));
  }

  bump(key: string, now: number, memoryMs: number): Promise<number> {
    return this.run((store) => store.bump(key, now, memoryMs));
  }

  peek(key: string, now: number): Promise<number> {
    return this.run((store) => store.peek(key, now));
  }

  putSecret(key: string, digest: string, now: number, ttlMs: number): Promise<void> {
    return this.run((store) => store.putSecret(key, digest, now, ttlMs));
  }

  useSecret(key: string, digest: string, now: number, maxMisses: number): Promise<SecretCheck> {
    return this.run((store) => store.useSecret(key, digest, now, maxMisses));
  }

  release(key: string): Promise<void> {
    return this.run((store) => store.release(key));
  }

  clear(key: string): Promise<void> {
    return this.run((store) => store.clear(key));
  }

  async close(): Promise<void> {
    await this.primary.close?.();
  }
}
