import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redisClientOptions } from './redis';

/**
 * The Redis channel on which every instance, api or bff, tells the others that public content changed: the bff
 * instances empty their page caches, the api instances their shared search answers.
 */
export const PUBLIC_CHANGES_CHANNEL = 'sokoni:public-changes';

/**
 * Writes answered by the api that cannot change a public page (signing in and out, messages, one's own
 * password or language, the contact form, a buyer revealing a seller's number or keeping an ad among their favourites): every other successful write (an ad, a shop, a
 * profile, a review, the catalogue, the settings, a payment) is taken as a change of what the public sees.
 */
const PRIVATE_WRITES =
  /^\/api\/(?:login|logout|register|forgot-password|reset-password|email|auth|conversations|events|contact|user\/password|user\/language|my-favorites|reports|ads\/[^/?]+\/(?:phone|favorite))(?:[/?]|$)/;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request answered with `status` changed something a public page shows. */
export function changesPublicContent(method: string, url: string, status: number): boolean {
  return (
    WRITE_METHODS.has(method) &&
    status >= 200 &&
    status < 300 &&
    url.startsWith('/api/') &&
    !PRIVATE_WRITES.test(url)
  );
}

export type PublicChanges = {
  /** Something public changed: every listener here hears it at once, and every other instance with Redis. */
  announce(): void;
  onChange(listener: () => void): void;
  close(): Promise<void>;
};

/**
 * Who hears that public content changed. In one process, the listeners (in the bff: the page cache, the page
 * metadata, the home payload; in the api: the shared search answers); with REDIS_URL, the other instances too
 * (pub/sub, best effort: while Redis is away an instance's pages and answers are at most a cache lifetime old).
 */
export function createPublicChanges(redisUrl: string | undefined, log: FastifyBaseLogger): PublicChanges {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const instance = randomUUID();
  const publisher = redisUrl ? new Redis(redisUrl, redisClientOptions()) : undefined;
  const subscriber = redisUrl
    ? new Redis(redisUrl, redisClientOptions({ autoResubscribe: false }))
    : undefined;
  // Connection errors are told by the rate limits' Redis watcher; these clients only retry.
  publisher?.on('error', () => undefined);
  subscriber?.on('error', () => undefined);
  subscriber?.on('ready', () => {
    subscriber.subscribe(PUBLIC_CHANGES_CHANNEL).then(
      // Changes published while this instance could not hear them are unknown: start afresh.
      () => emitter.emit('change'),
      (error: unknown) => log.warn({ err: error }, 'public changes: cannot subscribe to the other instances'),
    );
  });
  subscriber?.on('message', (_channel: string, from: string) => {
    if (from !== instance) emitter.emit('change');
  });
  return {
    announce() {
      emitter.emit('change');
      publisher?.publish(PUBLIC_CHANGES_CHANNEL, instance).catch((error: unknown) => {
        log.warn({ err: error }, 'public changes: the other instances were not told of a change');
      });
    },
    onChange(listener) {
      emitter.on('change', listener);
    },
    async close() {
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
