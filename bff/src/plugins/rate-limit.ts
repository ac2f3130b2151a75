import { isIPv4, isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import { fallbackRateLimitStore, RedisHealth, redisClientOptions } from '@sokoni/server-kit';
import type { BffConfig } from '../config';

/** Built files (scripts, styles, images) are not counted: one page view fetches dozens of them. */
function isStaticFile(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0];
  if (/^\/(?:api|bff|media)\//.test(pathname)) return false;
  return /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/remotes/');
}

/** The eight groups of an IPv6 address, written out (`2001:db8::1` → 2001, db8, 0, 0, 0, 0, 0, 1). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const toGroups = (items: string[]) =>
    items.flatMap((item) => {
      if (!isIPv4(item)) return [parseInt(item, 16)];
      const [a, b, c, d] = item.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const first = toGroups(part(head));
  const last = toGroups(part(tail));
  return [...first, ...new Array<number>(Math.max(0, 8 - first.length - last.length)).fill(0), ...last];
}

/**
 * Whom a request is counted for: its client address, an IPv6 address by its /64 (one household or phone gets
 * a whole /64), an IPv4 address mapped into IPv6 as that IPv4 address, as the plugin's own key does. Undefined
 * when Node no longer knows the address: the visitor went away before the request was handled (or the bff
 * listens on a Unix socket); the plugin's key would throw on it and turn the request into a logged 500.
 */
export function rateLimitKey(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip.toLowerCase().replace(/%.*$/, ''));
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The key of a request the limit does not count (its address is unknown: see `rateLimitKey`). */
const UNCOUNTED = 'unknown-address';

/**
 * One generous limit per client address over everything the bff answers. Counters live in Redis when
 * REDIS_URL is set (shared by every bff instance), in memory otherwise.
 */
export const rateLimitPlugin = fp(
  async (app, opts: { config: BffConfig; renderToken?: string }) => {
    const redis = opts.config.redisUrl
      ? new Redis(opts.config.redisUrl, redisClientOptions())
      : undefined;
    // One line when Redis is lost and one when it is back, not one per reconnection attempt.
    const health = new RedisHealth(app.log, 'rate limits count in this process');
    app.decorate('redisState', () => health.state);
    if (redis) {
      health.watch('rate limits', redis);
      app.addHook('preClose', async () => health.stop());
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Start counting in Redis from the first request when it is there; never wait long for it.
      const ready = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), 2000);
        function done(value: boolean) {
          clearTimeout(timer);
          redis?.off('ready', onReady).off('error', onError);
          resolve(value);
        }
        function onReady() {
          done(true);
        }
        function onError() {
          done(false);
        }
        redis.once('ready', onReady).once('error', onError);
      });
      if (!ready) app.log.warn('rate-limit store not ready yet; counting in this process until it is');
    }
    await app.register(rateLimit, {
      global: true,
      max: opts.config.rateLimitMax,
      timeWindow: 60_000,
      // Shared by every bff instance in Redis; while it is unreachable, counted in this process: degraded (each
      // instance allows the full quota) but still limited, and the site does not go down with Redis.
      ...(redis ? { store: fallbackRateLimitStore(redis, 'sokoni-bff-rl-') } : {}),
      skipOnError: true,
      // The counters are told with a 429 (Retry-After), not on every answer: each page's headers count in its
      // first round trip.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      keyGenerator: (request) => rateLimitKey(request.ip) ?? UNCOUNTED,
      // The server renderer's calls for a page were counted with the page itself; a request whose visitor is
      // gone (no address) is not counted either: nobody is left to slow down, and one shared counter for all
      // of them would only throttle the next ones.
      allowList: (request, key) =>
        key === UNCOUNTED ||
        isStaticFile(request) ||
        (opts.renderToken !== undefined && request.headers['x-sokoni-render'] === opts.renderToken),
    });
  },
  { name: 'sokoni-rate-limit' },
);
