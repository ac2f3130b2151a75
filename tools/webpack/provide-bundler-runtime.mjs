// A runtime plugin of the shell's browser container: it publishes the shell's webpack bundler runtime of Module
// Federation (the functions that register, initialise and consume shared modules) for the remotes, beside the
// runtime core the shell already publishes. Each remote's container takes them from the page (see
// remote-bundler-runtime.mjs) instead of bundling a copy into every remoteEntry.js. The functions keep no state
// of their own: each call is given the container's `__webpack_require__`.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export default function provideBundlerRuntimePlugin() {
  // Called by the shell's container as it starts, before any remote's container is loaded.
  globalThis._SOKONI_FEDERATION_BUNDLER_RUNTIME ??= { ...bundlerRuntime, attachShareScopeMap };
  return { name: 'provide-bundler-runtime' };
}
