import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed windows in this process (the plugin's own local semantics), swept as they end. */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; startedAt: number; windowMs: number }>();
  private operations = 0;

  incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    if (++this.operations % 1000 === 0)
      for (const [name, window] of this.windows)
        if (window.startedAt + window.windowMs <= now) this.windows.delete(name);
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { current: 0, startedAt: now, windowMs: timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.startedAt + timeWindow - now };
  }
}

// The plugin's Redis counter: one INCR per request, the window set on the first.
const REDIS_INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/**
 * Counters in Redis (shared by every instance); while Redis does not answer, counters of this process, so a
 * limit still holds during an outage instead of letting every request through.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string) {
  const local = new LocalWindows();
  return class FallbackRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const name = this.prefix + key;
      if (redis.status !== 'ready') {
        done(null, local.incr(name, timeWindow));
        return;
      }
      redis.eval(REDIS_INCR, 1, name, String(timeWindow)).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) });
        },
        () => done(null, local.incr(name, timeWindow)),
      );
    }

    child(params: object): FastifyRateLimitStore {
      const route = (params as RouteParams).routeInfo ?? {};
      return new FallbackRateLimitStore(undefined, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  };
}
