import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { fallbackRateLimitStore } from './rate-limit-store';
import { RedisHealth } from './redis';

type Counted = { current: number; ttl: number };

function count(store: FastifyRateLimitStore) {
  return new Promise<Counted>((resolve, reject) =>
    store.incr('1.2.3.4', (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 10),
  );
}

describe('fallbackRateLimitStore', () => {
  it('counts in Redis while it answers', async () => {
    const evalCalls: unknown[][] = [];
    const redis = {
      status: 'ready',
      eval: async (...args: unknown[]) => {
        evalCalls.push(args);
        return [7, 42_000];
      },
    } as unknown as Redis;
    const Store = fallbackRateLimitStore(redis, 'test-');
    expect(await count(new Store(undefined))).toEqual({ current: 7, ttl: 42_000 });
    expect(evalCalls[0].slice(1, 4)).toEqual([1, 'test-1.2.3.4', '60000']);
  });

  it('keeps counting in this process while Redis is away, so the limit still holds', async () => {
    const redis = { status: 'reconnecting', eval: jest.fn() } as unknown as Redis;
    const Store = fallbackRateLimitStore(redis, 'test-');
    const store = new Store(undefined);
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await count(store)).current);
    expect(counts).toEqual([1, 2, 3]);
    expect(redis.eval).not.toHaveBeenCalled();
  });

  it('falls back to this process when a Redis call fails', async () => {
    const redis = {
      status: 'ready',
      eval: async () => {
        throw new Error('Command timed out');
      },
    } as unknown as Redis;
    const Store = fallbackRateLimitStore(redis, 'test-');
    expect((await count(new Store(undefined))).current).toBe(1);
  });

  it('keeps separate counters per route', async () => {
    const redis = { status: 'end', eval: jest.fn() } as unknown as Redis;
    const Store = fallbackRateLimitStore(redis, 'test-');
    const root = new Store(undefined);
    const login = root.child({ routeInfo: { method: 'POST', url: '/login' } });
    const contact = root.child({ routeInfo: { method: 'POST', url: '/contact' } });
    await count(login);
    expect((await count(login)).current).toBe(2);
    expect((await count(contact)).current).toBe(1);
  });
});

describe('RedisHealth', () => {
  it('says once that Redis is lost and once that it is back, whatever the number of attempts', () => {
    const log = { warn: jest.fn(), info: jest.fn() };
    const listeners = new Map<string, ((error?: unknown) => void)[]>();
    const client = {
      status: 'ready',
      on(event: string, listener: (error?: unknown) => void) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return client;
      },
    };
    const emit = (event: string, error?: unknown) => listeners.get(event)?.forEach((l) => l(error));
    const health = new RedisHealth(log as never, 'rate limits count in this process');
    expect(health.state).toBeUndefined();
    health.watch('rate limits', client as unknown as Redis);
    expect(health.state).toBe('up');

    client.status = 'reconnecting';
    for (let i = 0; i < 5; i += 1) emit('error', new Error('ECONNREFUSED'));
    expect(health.state).toBe('down');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][1]).toBe(
      'Redis unreachable: rate limits count in this process, until it is back',
    );

    client.status = 'ready';
    emit('ready');
    emit('ready');
    expect(health.state).toBe('up');
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('says Redis is lost as soon as a ready connection closes, before any reconnection fails; not while first connecting', () => {
    const log = { warn: jest.fn(), info: jest.fn() };
    const listeners = new Map<string, (() => void)[]>();
    const client = {
      status: 'connecting',
      on(event: string, listener: () => void) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return client;
      },
    };
    const emit = (event: string) => listeners.get(event)?.forEach((l) => l());
    const health = new RedisHealth(log as never, 'messages reach this process only');
    health.watch('live events', client as unknown as Redis);
    emit('reconnecting');
    expect(log.warn).not.toHaveBeenCalled();

    client.status = 'ready';
    emit('ready');
    client.status = 'reconnecting';
    emit('close');
    emit('reconnecting');
    expect(log.warn).toHaveBeenCalledTimes(1);
    client.status = 'ready';
    emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});
