// A Module Federation runtime plugin of the shell (see bundlerRuntimeFromHost in src/rsbuild.ts).
// Plain JavaScript: the bundler loads runtime plugins by path, from any workspace's build.
//
// Every container's bundler runtime (sharing, consumes, initialisation) is the same stateless code:
// each function works on the container's own `__webpack_require__` it is handed. The shell, loaded
// first, hands its copy to every remote through one global, beside the runtime core it already
// provides (experiments.provideExternalRuntime), so a remoteEntry.js carries neither.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/** The global a remote's bundler runtime reads (bundler-runtime-from-host.js). */
export const HOST_BUNDLER_RUNTIME = '_ACCRUE_FEDERATION_BUNDLER_RUNTIME';

/** Runs in every entry of the shell (its page and federation-runtime.js) before its runtime starts. */
export default function provideBundlerRuntime() {
  const { consumes, I, installInitialConsumes, init, getSharedFallbackGetter } = bundlerRuntime;
  globalThis[HOST_BUNDLER_RUNTIME] ??= {
    consumes,
    I,
    installInitialConsumes,
    init,
    getSharedFallbackGetter,
    attachShareScopeMap,
  };
  return { name: 'accrue-provide-bundler-runtime' };
}
