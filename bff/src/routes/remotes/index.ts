import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@sokoni/contracts';
import type { BffConfig } from '../../config';
import { apiLocale, t } from '../../i18n';
import { NO_CACHE, cacheControlFor } from '../../site/cache-control';
import { createShellDocument } from '../../site/shell-document';

function hasExtension(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * `/remotes/<name>/*`: each remote's build. A missing file is a 404 (never an HTML page, so a broken chunk
 * fails loudly); `/remotes/<name>/` and its extensionless deep paths give the remote's own index.html, the
 * standalone mode QA uses.
 */
export const remoteRoutes: FastifyPluginAsync<{ config: BffConfig }> = async (app, { config }) => {
  for (const remote of REMOTE_NAMES) {
    const { dist } = config.remotes[remote];
    const standalone = createShellDocument(dist);

    await app.register(
      async (scope) => {
        async function serveStandalone(request: FastifyRequest, reply: FastifyReply) {
          const html = await standalone.read();
          if (html === null)
            return reply.code(404).send({ message: t(apiLocale(request), 'error.notFound') });
          return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(html);
        }

        await scope.register(fastifyStatic, {
          root: dist,
          prefix: '/',
          index: false,
          wildcard: true,
          decorateReply: false,
          cacheControl: false,
          preCompressed: true,
          setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
        });
        scope.get('/', serveStandalone);
        scope.setNotFoundHandler(async (request, reply) => {
          if ((request.method === 'GET' || request.method === 'HEAD') && !hasExtension(request.url)) {
            return serveStandalone(request, reply);
          }
          return reply
            .code(404)
            .header('cache-control', NO_CACHE)
            .send({ message: t(apiLocale(request), 'error.notFound') });
        });
      },
      { prefix: `/remotes/${remote}` },
    );
  }
};
