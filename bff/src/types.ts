import type { BffConfig } from './config';
import type { ApiClient } from './upstream';

declare module 'fastify' {
  interface FastifyInstance {
    config: BffConfig;
    /** JSON client of the product API, used by the aggregations and the page metadata. */
    api: ApiClient;
  }
}
