// Stands in for the federation runtime's preloading helpers (@module-federation/runtime-core,
// dist/utils/preload.js) in the shell's browser build. They serve `preloadRemote`, which reads a remote's
// snapshot from its manifest: the shell registers each remote by its remoteEntry.js address and preloads none
// (see mf-snapshot-handler.mjs, whose handler already refuses the snapshot), so they never run on a page, yet
// they were about 0.6 KB (brotli) of every first visit. A call says why instead of failing further in.

const NO_PRELOADING =
  'Remotes are registered by their remoteEntry.js address here: preloadRemote has no manifest to preload from.';

export function defaultPreloadArgs(preloadConfig) {
  return {
    resourceCategory: 'sync',
    share: true,
    depsRemote: true,
    recordPreloadedAssets: true,
    ...preloadConfig,
  };
}

export function formatPreloadArgs() {
  throw new Error(NO_PRELOADING);
}

export function normalizePreloadExposes(exposes) {
  return (exposes ?? []).map((expose) => (expose.startsWith('./') ? expose.slice(2) : expose));
}

export function preloadAssets() {
  return Promise.reject(new Error(NO_PRELOADING));
}
