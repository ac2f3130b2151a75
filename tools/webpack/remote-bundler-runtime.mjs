// What a remote's browser container takes in place of `@module-federation/webpack-bundler-runtime`: the same
// `federation` object, built from the functions the page's shell publishes (provide-bundler-runtime.mjs; the
// standalone page's federation-runtime.js publishes them too). Only the container's own part is bundled: its
// `@module-federation/runtime` instance and `initContainerEntry`, which the shell, having nothing to expose,
// does not build. Like the runtime core, the functions come from the shell's build: a remote redeployed alone
// is built with the same @module-federation/enhanced as the shell (one pinned version for the repository).
import { init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const published = globalThis._SOKONI_FEDERATION_BUNDLER_RUNTIME;
if (!published) {
  throw new Error(
    'Module Federation: the page has no bundler runtime (the shell publishes it; see tools/webpack)',
  );
}

export const attachShareScopeMap = published.attachShareScopeMap;

/**
 * The container's runtime as the bundler runtime uses it: `init` (bundlerRuntime.init starts the container's
 * federation instance with it). Nothing else of the package is read through `federation.runtime` in a remote,
 * which loads no remote of its own and reaches shared modules through its instance.
 */
const runtime = { init };

export const bundlerRuntime = {
  remotes: undefined,
  consumes: published.consumes,
  I: published.I,
  S: {},
  installInitialConsumes: published.installInitialConsumes,
  initContainerEntry,
  init: published.init,
  getSharedFallbackGetter: published.getSharedFallbackGetter,
};

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export const instance = federation.instance;
export const initOptions = federation.initOptions;
export const bundlerRuntimeOptions = federation.bundlerRuntimeOptions;
export { runtime };
export default federation;
