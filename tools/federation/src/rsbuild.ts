import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { sharedSingletons } from './shared';
import { CONTAINERS, type ContainerName } from './containers';

export interface ContainerOptions {
  /** The Module Federation name, e.g. `mfe_plans`. */
  name: ContainerName;
  /** The package folder (pass `import.meta.dirname`). */
  root: string;
  /** Modules this container exposes to others, e.g. `{ './spa': './src/spa.tsx' }`. */
  exposes?: Record<string, string>;
  /** Extra Rsbuild settings merged over the defaults (the shell adds its HTML and dev proxy). */
  extra?: RsbuildConfig;
}

/**
 * Reads the version a package is installed at, from the container's point of view. Some packages
 * (react-intl) do not export their package.json, so walk up from the resolved entry instead.
 */
function installedVersion(root: string) {
  const require = createRequire(path.join(root, 'package.json'));
  return (pkg: string): string => {
    let dir = path.dirname(require.resolve(pkg));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) {
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
        if (manifest.name === pkg) return manifest.version;
      }
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`Cannot find the package.json of ${pkg} from ${root}`);
      dir = parent;
    }
  };
}

/** Origins allowed to fetch dev-server assets (the MF plugin wants an allowlist, not `*`). */
function devOrigins(): string[] {
  return Object.values(CONTAINERS).flatMap(({ devPort }) => [
    `http://localhost:${devPort}`,
    `http://127.0.0.1:${devPort}`,
  ]);
}

/**
 * The Rsbuild configuration of a federated container. Every container shares the same singleton
 * list, loads shared modules with the `loaded-first` strategy (so one offline remote cannot break
 * boot), and resolves its public path at run time (`auto`), so a build can be published under any
 * path or origin and pointed to from remotes.json without rebuilding anything else.
 */
export function containerConfig({ name, root, exposes, extra = {} }: ContainerOptions): RsbuildConfig {
  const { devPort } = CONTAINERS[name];
  const buildLabel = process.env.ACCRUE_BUILD_LABEL ?? '';
  return defineConfig({
    ...extra,
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        // A stable, unhashed entry at the build's root, so a host page can load it with a script tag.
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(installedVersion(root)),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: exposes
          ? {
              externalRuntime: process.env.NODE_ENV === 'production',
              optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
            }
          : { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      ...(extra.plugins ?? []),
    ],
    source: {
      entry: { index: './src/index.ts' },
      ...extra.source,
      define: {
        'process.env.ACCRUE_BUILD_LABEL': JSON.stringify(buildLabel),
        ...extra.source?.define,
      },
    },
    output: {
      assetPrefix: 'auto',
      distPath: { root: process.env.ACCRUE_DIST_DIR ?? 'dist' },
      cleanDistPath: true,
      ...extra.output,
    },
    server: {
      port: devPort,
      strictPort: true,
      cors: { origin: devOrigins() },
      ...extra.server,
    },
    dev: { assetPrefix: `http://localhost:${devPort}/`, ...extra.dev },
    html: {
      tags: [{ tag: 'link', attrs: { rel: 'icon', href: 'data:,' }, head: true }],
      ...extra.html,
    },
    performance: { ...extra.performance },
    tools: {
      ...extra.tools,
      rspack: {
        // vanilla-extract turns the ui-kit's `.css.ts` files into static CSS at build time.
        plugins: [new VanillaExtractPlugin()],
      },
    },
  });
}
