import type { BffConfig } from './config';
import type { ApiClient } from './upstream';

declare module 'fastify' {
  interface FastifyInstance {
    config: BffConfig;
    /** The rate-limit store's Redis: `down` while unreachable (counted in this process), absent without one. */
    redisState: () => 'up' | 'down' | undefined;
    /** JSON client of the product API, used by the aggregations and the page metadata. */
    api: ApiClient;
  }
}
