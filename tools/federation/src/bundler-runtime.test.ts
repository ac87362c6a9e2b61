import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLER_RUNTIME_FROM_HOST, PROVIDE_BUNDLER_RUNTIME, isBundlerRuntimeIndex } from './rsbuild';

const GLOBAL = '_ACCRUE_FEDERATION_BUNDLER_RUNTIME';

interface Federation {
  runtime: Record<string, unknown>;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: unknown;
}

/** The bundler runtime every container would bundle (the package comes with the federation plugin). */
async function ownRuntime(): Promise<Federation> {
  const pkg = '@module-federation/webpack-bundler-runtime';
  return ((await import(pkg)) as { default: Federation }).default;
}

async function provide(): Promise<void> {
  const plugin = (await import(PROVIDE_BUNDLER_RUNTIME)) as { default: () => { name: string } };
  expect(plugin.default().name).toBe('accrue-provide-bundler-runtime');
}

async function fromHost(): Promise<{ default: Federation } & Record<string, unknown>> {
  return (await import(BUNDLER_RUNTIME_FROM_HOST)) as { default: Federation } & Record<string, unknown>;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[GLOBAL];
  vi.resetModules();
});

describe("a remote's bundler runtime taken from the shell", () => {
  it('is the object the federation plugin expects, with the same fields and functions as its own', async () => {
    await provide();
    const original = await ownRuntime();
    const federation = (await fromHost()).default;
    expect(Object.keys(federation).sort()).toEqual(Object.keys(original).sort());
    expect(Object.keys(federation.bundlerRuntime).sort()).toEqual(
      Object.keys(original.bundlerRuntime).sort(),
    );
    for (const key of [
      'consumes',
      'I',
      'installInitialConsumes',
      'init',
      'getSharedFallbackGetter',
    ] as const) {
      expect(federation.bundlerRuntime[key]).toBe(original.bundlerRuntime[key]);
    }
    expect(federation.attachShareScopeMap).toBe(original.attachShareScopeMap);
    // The one function the shell (exposing nothing) may be built without: the remote keeps its own.
    expect(federation.bundlerRuntime.initContainerEntry).toBeTypeOf('function');
    // What the bundler runtime calls on `federation.runtime`.
    expect(federation.runtime.init).toBeTypeOf('function');
    expect(federation.runtime.getRemoteEntry).toBeTypeOf('function');
  });

  it("keeps each container's own state: a fresh share-scope holder and options", async () => {
    await provide();
    const original = await ownRuntime();
    const federation = (await fromHost()).default;
    expect(federation.bundlerRuntime.S).toEqual({});
    expect(federation.bundlerRuntime.S).not.toBe(original.bundlerRuntime.S);
    expect(federation.bundlerRuntimeOptions).not.toBe(original.bundlerRuntimeOptions);
    expect(federation.instance).toBeUndefined();
    expect(federation.initOptions).toBeUndefined();
  });

  it("says what to load first when the shell's runtime is not on the page", async () => {
    await expect(fromHost()).rejects.toThrow(/federation-runtime\.js before its remoteEntry\.js/);
  });

  it('replaces only the bundler runtime index', () => {
    expect(
      isBundlerRuntimeIndex('/x/node_modules/@module-federation/webpack-bundler-runtime/dist/index.js'),
    ).toBe(true);
    expect(
      isBundlerRuntimeIndex(
        '/x/node_modules/@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js',
      ),
    ).toBe(false);
    expect(isBundlerRuntimeIndex('/x/node_modules/@module-federation/runtime/dist/index.js')).toBe(false);
  });
});
