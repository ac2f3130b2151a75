import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@sokoni/contracts';
import type { BffConfig } from '../../config';
import { apiLocale, t } from '../../i18n';
import { NO_CACHE, cacheControlFor } from '../../site/cache-control';
import { allowInlinedScripts } from '../../site/inline-scripts';
import { createShellDocument } from '../../site/shell-document';

function hasExtension(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * `/remotes/<name>/*`: each remote's build. A missing file is a 404 (never an HTML page, so a broken chunk
 * fails loudly). With `standaloneRemotes` on, `/remotes/<name>/` and its extensionless deep paths give the
 * remote's own index.html, the standalone mode QA uses; otherwise that page is a 404 like any missing file.
 */
export const remoteRoutes: FastifyPluginAsync<{ config: BffConfig }> = async (app, { config }) => {
  for (const remote of REMOTE_NAMES) {
    const { dist } = config.remotes[remote];
    const standalone = createShellDocument(dist);

    await app.register(
      async (scope) => {
        function notFound(request: FastifyRequest, reply: FastifyReply) {
          return reply
            .code(404)
            .header('cache-control', NO_CACHE)
            .send({ message: t(apiLocale(request), 'error.notFound') });
        }

        async function serveStandalone(request: FastifyRequest, reply: FastifyReply) {
          const document = config.standaloneRemotes ? await standalone.read() : null;
          if (document === null) return notFound(request, reply);
          allowInlinedScripts(reply, document.scriptHashes);
          return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(document.html);
        }

        // The standalone page by its file name, ahead of the static files: only where standalone mode is on.
        scope.get('/index.html', serveStandalone);

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
          return notFound(request, reply);
        });
      },
      { prefix: `/remotes/${remote}` },
    );
  }
};
