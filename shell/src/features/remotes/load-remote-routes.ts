import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@sokoni/contracts';
import { translationsReady, type RemoteRoute } from '@sokoni/shared-ui';
import { keepRemoteOffline } from '../offline/register-service-worker';
import { loadRemoteModule, registerRemote } from './mf-runtime';

export const MANIFEST_URL = '/mf-manifest.json';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`Remote "${remote}" could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

let manifestRequest: Promise<RemoteManifest> | null = null;
const routeRequests = new Map<RemoteName, Promise<RemoteRoute[]>>();
const registered = new Set<RemoteName>();

let givenManifest = '';

/**
 * Server rendering: the bff hands the manifest over (its entries are the remotes' Node containers) instead
 * of the page fetching it. A changed manifest (a remote redeployed elsewhere) drops what was loaded.
 */
export function provideManifest(manifest: RemoteManifest): void {
  const text = JSON.stringify(manifest);
  if (text === givenManifest) return;
  givenManifest = text;
  routeRequests.clear();
  registered.clear();
  manifestRequest = Promise.resolve(manifest);
}

/** Fetched once per visit; a redeployed remote is found at its new address on the next visit. */
function fetchManifest(): Promise<RemoteManifest> {
  manifestRequest ??= fetch(MANIFEST_URL, { headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`manifest answered ${response.status}`);
      const body = (await response.json()) as Partial<RemoteManifest>;
      if (!body || typeof body.remotes !== 'object' || body.remotes === null)
        throw new Error('manifest has no remotes');
      return body as RemoteManifest;
    },
  );
  manifestRequest.catch(() => {
    manifestRequest = null;
  });
  return manifestRequest;
}

async function load(remote: RemoteName): Promise<RemoteRoute[]> {
  const manifest = await fetchManifest();
  const info =
    manifest.remotes[remote] ?? Object.values(manifest.remotes).find((r) => r.name === `mfe_${remote}`);
  if (!info) throw new RemoteLoadError(remote, 'not listed in the manifest');
  registerRemote(info.name, info.entry, registered.has(remote));
  registered.add(remote);
  const module = await loadRemoteModule<{ routes?: RemoteRoute[] }>(`${info.name}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new RemoteLoadError(remote, 'no routes exported');
  // The remote registered its dictionaries as it loaded: its pages render once their language is here.
  await translationsReady();
  if (!givenManifest) keepRemoteOffline(info.entry);
  return module.routes;
}

/** The remote's route table; the same promise for every caller so React's `use` can suspend on it. */
export function getRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  let request = routeRequests.get(remote);
  if (!request) {
    request = load(remote);
    routeRequests.set(remote, request);
  }
  return request;
}

/**
 * Loads every remote, so each registers its dictionaries (the administrators' comparison of bundled texts);
 * one that fails is forgotten, to be tried again when a page of it is opened.
 */
export async function loadEveryRemote(): Promise<void> {
  await Promise.all(
    REMOTE_NAMES.map((remote) =>
      getRemoteRoutes(remote).catch(() => {
        forgetRemote(remote);
      }),
    ),
  );
}

/** Forget a failed attempt so the next `getRemoteRoutes` fetches the manifest and the remote again. */
export function forgetRemote(remote: RemoteName): void {
  routeRequests.delete(remote);
  if (givenManifest) {
    // On the server the manifest stays; the remote's container is registered again on the next attempt.
    registered.delete(remote);
    return;
  }
  manifestRequest = null;
}

/** For tests: start from a clean slate. */
export function resetRemoteLoader(): void {
  routeRequests.clear();
  registered.clear();
  manifestRequest = null;
  givenManifest = '';
}
