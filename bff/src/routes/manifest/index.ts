import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REMOTE_NAMES, RemoteManifestSchema, type RemoteManifest } from '@sokoni/contracts';
import type { BffConfig } from '../../config';

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
  app.get(
    '/mf-manifest.json',
    { schema: { response: { 200: RemoteManifestSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return manifest;
    },
  );
};
