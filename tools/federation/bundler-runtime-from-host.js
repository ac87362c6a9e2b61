// What a remote's Module Federation bundler runtime resolves to in a production build (see
// bundlerRuntimeFromHost in src/rsbuild.ts): the same object as
// @module-federation/webpack-bundler-runtime's index, but made of the functions the shell provides
// (provide-bundler-runtime.js), except the exposing container's initialisation, which the shell,
// exposing nothing, builds without. Each container keeps its own runtime instance, options and
// share-scope state: only stateless code is taken from the host.
//
// `federation.runtime` holds only what the bundler runtime calls on it (init, and getRemoteEntry
// for tree-shaken shared fallbacks) and getInstance, rather than the whole of
// @module-federation/runtime: a remote built with disableRemote never loads another remote, and
// the runtime's other functions (loadRemote, loadShare…, with their error messages: 0.75 kB gzip)
// went unused in every remoteEntry.js.
import { getInstance, getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const host = globalThis._ACCRUE_FEDERATION_BUNDLER_RUNTIME;
if (!host || typeof host.consumes !== 'function' || typeof host.init !== 'function') {
  throw new Error(
    "This Accrue remote uses the shell's Module Federation runtime: load the shell's " +
      '/static/js/federation-runtime.js before its remoteEntry.js',
  );
}

export const bundlerRuntime = {
  remotes: undefined,
  consumes: host.consumes,
  I: host.I,
  S: {},
  installInitialConsumes: host.installInitialConsumes,
  initContainerEntry,
  init: host.init,
  getSharedFallbackGetter: host.getSharedFallbackGetter,
};

export const attachShareScopeMap = host.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export const runtime = { init, getInstance, getRemoteEntry };

export default {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
