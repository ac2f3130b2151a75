import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BffConfig } from './config';
import './types';
import { compressionPlugin } from './plugins/compression';
import { devPagesPlugin } from './plugins/dev-pages';
import { changesPublicContent, createPublicChanges, drainPlugin } from '@sokoni/server-kit';
import { errorHandlerPlugin } from './plugins/error-handler';
import { etagPlugin } from './plugins/etag';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { adPageRoutes } from './routes/ad-page';
import { eventRoutes } from './routes/events';
import { storefrontRoutes } from './routes/storefront';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { manifestRoutes } from './routes/manifest';
import { pageRoutes } from './routes/pages';
import { proxyRoutes } from './routes/proxy';
import { remoteRoutes } from './routes/remotes';
import { createApiClient } from './upstream';
import { apiLocale, t } from './i18n';

/** The whole bff as one plugin: infrastructure first (errors, headers, ETags, compression, limits), then routes. */
export const bffPlugin: FastifyPluginAsync<{ config: BffConfig }> = async (app, { config }) => {
  app.decorate('config', config);
  // The server renderer's own calls to this bff carry this (secret, per process): not counted as a visitor's.
  const renderHeaders = { 'x-sokoni-render': randomBytes(16).toString('hex') };
  app.decorate('api', createApiClient(config.apiUrl, config.apiTimeoutMs));
  // A write through this bff that changes what the public sees (an ad, a shop, the catalogue) empties the
  // caches of public pages here and, with Redis, on the other instances.
  const publicChanges = createPublicChanges(config.redisUrl, app.log);
  app.addHook('onResponse', async (request, reply) => {
    if (changesPublicContent(request.method, request.url, reply.statusCode)) publicChanges.announce();
  });
  app.addHook('onClose', async () => publicChanges.close());

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(etagPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, { config, renderToken: renderHeaders['x-sokoni-render'] });
  await app.register(devPagesPlugin, { config });
  if (!config.serveSourceMaps) {
    // Built source maps stay on the server (see tools/webpack/federation.cjs): the public gets a 404.
    app.addHook('onRequest', async (request, reply) => {
      if (/\.map$/i.test(request.url.split('?', 1)[0])) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ message: t(apiLocale(request), 'error.notFound') });
      }
    });
  }

  await app.register(healthRoutes, { config });
  await app.register(manifestRoutes, { config });
  await app.register(homeRoutes, { config, publicChanges });
  await app.register(adPageRoutes);
  await app.register(eventRoutes, { config });
  await app.register(storefrontRoutes);
  await app.register(proxyRoutes, { config });
  await app.register(remoteRoutes, { config });
  await app.register(pageRoutes, { config, renderHeaders, publicChanges });
};

/** A hop count means "trust that many proxies in front of us", as Fastify does for numbers. */
function trustProxyOption(value: BffConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the bff without listening: tests call `inject`, server.ts calls `listen`. */
export async function buildApp(config: BffConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Slow 3G clients: give them time, but not forever.
    requestTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(drainPlugin);
  await app.register(bffPlugin, { config });
  return app;
}
