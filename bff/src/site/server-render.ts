import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteManifest, RemoteName, ServerRenderRequest } from '@sokoni/contracts';
import type { BffConfig } from '../config';

export type { ServerRenderRequest };

export type ServerRenderResult = { html: string; styles: string; icons?: string; state: unknown };

type RenderModule = { render(request: ServerRenderRequest): Promise<ServerRenderResult | null> };

/** Remotes that own public pages and publish a Node container; the others' pages render in the browser. */
export const SERVER_RENDERED_REMOTES: readonly RemoteName[] = ['ads', 'business'];

export type ServerRenderer = {
  /** The page rendered with its data, null when it renders in the browser; throws when rendering failed. */
  render(
    request: Omit<ServerRenderRequest, 'manifest' | 'timeoutMs' | 'headers' | 'origin'>,
  ): Promise<ServerRenderResult | null>;
};

/**
 * The remotes' Node containers as a manifest, at absolute addresses (the renderer fetches them like a
 * browser fetches its containers). A remote served by this bff whose build has no Node container is left
 * out: its pages render in the browser.
 */
export function serverManifest(config: Pick<BffConfig, 'remotes'>, origin: string): RemoteManifest {
  const remotes: RemoteManifest['remotes'] = {};
  for (const remote of SERVER_RENDERED_REMOTES) {
    const { name, serverEntry, dist } = config.remotes[remote];
    const local = serverEntry.startsWith('/');
    if (local && !existsSync(path.join(dist, 'server', 'remoteEntry.js'))) continue;
    remotes[remote] = { name, entry: local ? `${origin}${serverEntry}` : serverEntry };
  }
  return { remotes } as RemoteManifest;
}

/**
 * Loads the shell's renderer on first use. A missing renderer is reported once and each page then goes out
 * as the shell alone (the browser renders it), as before server rendering.
 */
export function createServerRenderer(
  config: Pick<BffConfig, 'remotes' | 'shellServerEntry' | 'serverRenderTimeoutMs'>,
  origin: () => string | null,
  internalHeaders: Record<string, string>,
  log: FastifyBaseLogger,
): ServerRenderer {
  let loading: Promise<RenderModule | null> | undefined;

  async function load(): Promise<RenderModule | null> {
    if (!existsSync(config.shellServerEntry)) {
      log.warn({ file: config.shellServerEntry }, 'no server renderer built: pages render in the browser');
      return null;
    }
    const requireFrom = createRequire(config.shellServerEntry);
    // The container's entry starts asynchronously (shared modules are negotiated first): it exports a promise.
    const exported = (await requireFrom(config.shellServerEntry)) as
      RenderModule | { default?: RenderModule };
    const module = 'render' in exported ? exported : exported.default;
    if (!module || typeof module.render !== 'function')
      throw new Error('the server renderer exports no render()');
    return module;
  }

  return {
    async render(request) {
      const self = origin();
      if (!self) return null;
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      const module = await loading;
      if (!module) return null;
      return module.render({
        ...request,
        origin: self,
        manifest: serverManifest(config, self),
        timeoutMs: config.serverRenderTimeoutMs,
        headers: internalHeaders,
      });
    },
  };
}
