import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, rspack, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { sharedSingletons } from './shared';
import { MESSAGE_FILES } from '../messages-loader.js';
import {
  CONTAINERS,
  REMOTE_MODULE,
  productionRemotesJson,
  remoteInDir,
  type ContainerName,
} from './containers';

export interface ContainerOptions {
  /** The Module Federation name, e.g. `mfe_plans`. */
  name: ContainerName;
  /** The package folder (pass `import.meta.dirname`). */
  root: string;
  /** Modules this container exposes to others (a remote exposes one, `./remote`: see remoteConfig). */
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

/** A CommonJS build file of a Module Federation runtime package (they all ship ESM beside it). */
const FEDERATION_RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ESM twin of a runtime package's CommonJS file: `x.cjs` → `x.js` (or `x.mjs`, error-codes). */
export function esmTwin(file: string): string {
  const js = file.replace(/\.cjs$/, '.js');
  return fs.existsSync(js) ? js : file.replace(/\.cjs$/, '.mjs');
}

/**
 * Builds the Module Federation runtime from its ES modules. Rspack's plugin injects the bundler
 * runtime (and the shell's external-runtime provider its plugin) by the absolute path of their
 * CommonJS files, whose `require` chain (runtime, runtime-core, sdk, error-codes) cannot be
 * tree-shaken: each container then carries all of the sdk (manifest and snapshot code, loggers,
 * DOM helpers for Node…). Swapping each of those files for its ESM twin, whose imports resolve to
 * ESM in turn, lets the bundler keep only what the container uses: about 6 kB gzip off every
 * remoteEntry.js and 5 kB off the shell's entry, with the same runtime code.
 */
export function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (data) => {
    // Injected by absolute path: the request itself names the .cjs file (before resolving).
    if (FEDERATION_RUNTIME_CJS.test(data.request)) data.request = esmTwin(data.request);
    // Reached through an alias Rspack sets to the CommonJS runtime: the resolved file (after).
    const created = data.createData;
    if (created?.resource && FEDERATION_RUNTIME_CJS.test(created.resource)) {
      created.resource = esmTwin(created.resource);
    }
  });
}

/** The index of the bundler runtime the federation plugin injects into every container. */
const BUNDLER_RUNTIME_INDEX =
  /[\\/]node_modules[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.js$/;

const presetRequire = createRequire(import.meta.url);

/** The shell's runtime plugin handing its bundler runtime to remotes (provide-bundler-runtime.js). */
export const PROVIDE_BUNDLER_RUNTIME = presetRequire.resolve('../provide-bundler-runtime.js');

/** What a remote's bundler runtime resolves to in production (bundler-runtime-from-host.js). */
export const BUNDLER_RUNTIME_FROM_HOST = presetRequire.resolve('../bundler-runtime-from-host.js');

/** Whether a resolved file is the bundler runtime's index, which a production remote takes from the shell. */
export function isBundlerRuntimeIndex(file: string): boolean {
  return BUNDLER_RUNTIME_INDEX.test(file);
}

/**
 * A remote's bundler runtime taken from the shell, as its runtime core already is (externalRuntime):
 * the federation plugin bundles @module-federation/webpack-bundler-runtime into every container,
 * about 2.2 kB gzip of stateless functions (sharing, consumes, initialisation) that each work on the
 * container's own `__webpack_require__`. The remote's index of it is swapped for
 * bundler-runtime-from-host.js, which builds the same object from the functions the shell hands
 * over (provide-bundler-runtime.js, a runtime plugin of every shell entry, federation-runtime.js
 * included) and keeps the one the shell lacks (an exposing container's initialisation). So, like
 * the runtime core, a remote's entry needs the shell's runtime loaded first: the shell's page, or
 * federation-runtime.js on a page that embeds a widget without the shell.
 */
export function bundlerRuntimeFromHost() {
  return new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_INDEX, (data) => {
    const created = data.createData;
    if (created?.resource && isBundlerRuntimeIndex(created.resource)) {
      created.resource = BUNDLER_RUNTIME_FROM_HOST;
    }
  });
}

/**
 * The languages of react-aria's own labels (the table's "sorted ascending", the toast region's
 * "Notifications"…) a build keeps: those of the kit's locales (ui-kit/src/i18n/locales.ts), as
 * react-aria finds them for a bare language (`fr` → the first `fr-*` file, `pt` → `pt-BR`).
 */
export const ARIA_LOCALES = ['en-US', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'pt-BR', 'pt-PT'] as const;

/** One language's labels file of react-aria, react-aria-components or react-stately. */
const ARIA_LOCALE_FILE =
  /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/].*[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2,3}-[A-Z]{2})\.m?js$/;

/** The module every dropped labels file resolves to: `export default undefined`. */
export const ARIA_LOCALE_STUB = createRequire(import.meta.url).resolve('../aria-locale-stub.js');

/** Whether a file is a react-aria labels file of a language the build drops. */
export function isDroppedAriaLocale(file: string): boolean {
  const locale = ARIA_LOCALE_FILE.exec(file)?.[1];
  return locale !== undefined && !(ARIA_LOCALES as readonly string[]).includes(locale);
}

/**
 * react-aria's labels in the kit's languages only, as @react-aria/optimize-locales-plugin does:
 * every react-aria component imports its labels in 34 languages (the table's and the grid's about
 * 25 kB each before gzip), and the dictionaries skip a language whose labels are undefined. A
 * directory page with a data table, menus and selects downloads about 10 kB gzip less.
 */
export function ariaLocalesOnly() {
  return new rspack.NormalModuleReplacementPlugin(ARIA_LOCALE_FILE, (data) => {
    const created = data.createData;
    if (created?.resource && isDroppedAriaLocale(created.resource)) created.resource = ARIA_LOCALE_STUB;
  });
}

/**
 * react-intl without its ICU message parser (about 8 kB gzip with the number-skeleton parser it
 * pulls in): every labels file is precompiled to ASTs at build time (messages-loader.js), so no
 * string message ever reaches react-intl, and the parser resolves to the build formatjs ships for
 * exactly this (`@formatjs/icu-messageformat-parser/no-parser.js`, which throws if asked to parse).
 * Tests and Storybook keep string messages and the parser.
 */
function precompiledMessages() {
  const here = createRequire(import.meta.url);
  return {
    alias: {
      '@formatjs/icu-messageformat-parser$': here.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    },
    rule: {
      test: MESSAGE_FILES,
      enforce: 'pre' as const,
      loader: here.resolve('../messages-loader.js'),
    },
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
  // A remote's production build takes the Module Federation runtime (its core and its bundler
  // runtime) from the shell; a remote's dev server stays standalone.
  const runtimeFromHost = Boolean(exposes) && process.env.NODE_ENV === 'production';
  const messages = precompiledMessages();
  // Extra Rspack settings (an object: the shell names its async chunks), merged under the preset's.
  const extraRspack = (extra.tools?.rspack ?? {}) as Rspack.Configuration;
  return defineConfig({
    ...extra,
    resolve: { ...extra.resolve, alias: { ...messages.alias, ...extra.resolve?.alias } },
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
        // The shell hands its bundler runtime to remotes (bundlerRuntimeFromHost).
        runtimePlugins: exposes ? [] : [PROVIDE_BUNDLER_RUNTIME],
        experiments: exposes
          ? {
              externalRuntime: runtimeFromHost,
              optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
            }
          : // The host reads each remote's mf-manifest.json itself (shell/src/remotes.ts), so it is
            // built without the runtime's snapshot plugin.
            { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
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
      // ACCRUE_SOURCE_MAPS=1 writes a source map beside each file, for `npm run size:why` (which
      // module of which package a route's first load spends its kilobytes on).
      ...(process.env.ACCRUE_SOURCE_MAPS ? { sourceMap: { js: 'source-map' as const } } : {}),
      // A remote's files named by its build's hash rather than each by its own: no table of ~170
      // chunk hashes (JavaScript and CSS, 1.5 to 2 kB gzip) in every remoteEntry.js, which a first
      // visit downloads. The price: a redeployed remote's chunks are all fetched anew, not only the
      // changed ones (its pages' code and labels, and the fallback copies of the shared packages that
      // only a page embedding it without the shell loads). A remote is published under a new path
      // (remotes.json), so an open page's older chunks stay where its entry expects them.
      ...(runtimeFromHost
        ? { filename: { js: '[name].[fullhash:10].js', css: '[name].[fullhash:10].css' } }
        : {}),
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
        ...extraRspack,
        // vanilla-extract turns the ui-kit's `.css.ts` files into static CSS at build time.
        plugins: [
          new VanillaExtractPlugin(),
          federationRuntimeAsEsm(),
          ...(runtimeFromHost ? [bundlerRuntimeFromHost()] : []),
          ariaLocalesOnly(),
          ...(extraRspack.plugins ?? []),
        ],
        module: { rules: [messages.rule] },
      },
    },
  });
}

/**
 * The whole build of a remote, from its folder alone (`export default remoteConfig(import.meta.dirname)`):
 * its name comes from containers.ts, it exposes one module (`./remote`: the definition its
 * src/remote.ts makes with defineRemote, from which the shell takes its lifecycles and a host page
 * its widgets), and its standalone dev entry is the runtime's, mounting that same definition.
 */
export function remoteConfig(root: string): RsbuildConfig {
  const require = createRequire(path.join(root, 'package.json'));
  const runtimeFile = (entry: string) => require.resolve(`@accrue/remote-runtime/${entry}`);
  return containerConfig({
    name: remoteInDir(path.basename(root)),
    root,
    exposes: { [REMOTE_MODULE]: runtimeFile('expose-remote') },
    extra: {
      source: { entry: { index: runtimeFile('standalone-entry') } },
      resolve: { alias: { '@accrue/this-remote': path.join(root, 'src/remote.ts') } },
    },
  });
}

/**
 * Emits remotes.json (each remote's name → its mf-manifest.json under /remotes/<folder>/) into the
 * shell's build, from the containers list: the pointer file production serves until an operator
 * points a remote elsewhere.
 */
export function pluginRemotesJson(): RsbuildPlugin {
  return {
    name: 'accrue:remotes-json',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const json = `${JSON.stringify(productionRemotesJson(), null, 2)}\n`;
        compilation.emitAsset('remotes.json', new sources.RawSource(json));
      });
    },
  };
}
