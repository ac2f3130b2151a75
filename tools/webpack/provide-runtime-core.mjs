// A runtime plugin of the shell's browser container: it publishes the federation runtime's core for the remotes
// (`experiments.externalRuntime`: each remote's container reads `_FEDERATION_RUNTIME_CORE` instead of bundling the
// core). What `@module-federation/inject-external-runtime-core-plugin` does, but with the names a remote's
// container reads (its `@module-federation/runtime` starting its instance, see remote-bundler-runtime.mjs) rather
// than the whole module: published whole, every export of the core stayed in the shell's runtime, used or not.
// A remote's standalone page publishes the whole core (standalone-runtime-plugin.cjs).
import {
  CurrentGlobal,
  Global,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export default function provideRuntimeCorePlugin() {
  // Called by the shell's container as it starts, before any remote's container is loaded.
  Global._FEDERATION_RUNTIME_CORE ??= {
    CurrentGlobal,
    Global,
    ModuleFederation,
    getGlobalFederationConstructor,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
  return { name: 'provide-runtime-core' };
}
