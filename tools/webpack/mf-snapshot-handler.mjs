// Stands in for the federation runtime's snapshot handler (@module-federation/runtime-core,
// dist/plugins/snapshot/SnapshotHandler.js) in the shell's browser build. That handler fetches remotes'
// mf-manifest.json files and turns them into snapshots, for remotes registered by a manifest and for
// `preloadRemote`. The shell registers each remote by its remoteEntry.js address and preloads none, so the
// handler never runs on a page, yet it is about 1.6 KB (brotli) of every first visit. This keeps what the rest of
// the runtime touches: the plugin hooks (the handler has none a plugin could listen to here), the manifest cache
// and the host's snapshot that `removeRemote` (a remote registered again after a failed load) clears.

const NO_HOOKS = Object.freeze({
  registerPlugins: {},
  lifecycle: {},
  lifecycleKeys: [],
  applyPlugin() {},
  removePlugin() {},
});

export class SnapshotHandler {
  constructor() {
    this.hooks = NO_HOOKS;
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(
      new Error('Remotes are registered by their remoteEntry.js address here: no manifest snapshot to load.'),
    );
  }
}

/** The snapshots the runtime keeps of a host and its remotes: none on a page that registers remotes by address. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
