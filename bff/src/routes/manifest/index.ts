import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REMOTE_NAMES, RemoteManifestSchema, type RemoteManifest } from '@sokoni/contracts';
import type { BffConfig } from '../../config';
import { browserHas, etagOf } from '../../plugins/etag';

export function remoteManifest(config: Pick<BffConfig, 'remotes'>): RemoteManifest {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remote,
        { name: config.remotes[remote].name, entry: config.remotes[remote].entry },
      ]),
    ),
  };
}

/** Where each remote lives now: from configuration, so a remote is redeployed without rebuilding the shell. */
export const manifestRoutes: FastifyPluginAsyncTypebox<{ config: BffConfig }> = async (app, { config }) => {
  const manifest = remoteManifest(config);
  // Checked on every visit: a browser that has it already gets a 304 until a remote moves.
  const etag = etagOf(JSON.stringify(manifest));
  app.get(
    '/mf-manifest.json',
    {
      schema: {
        response: {
          200: RemoteManifestSchema,
          304: Type.Unsafe<undefined>({ description: 'Not modified: no body' }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (browserHas(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
      return manifest;
    },
  );
};
