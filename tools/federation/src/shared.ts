/**
 * The ONE list of packages every federated container (the shell and each remote) shares as a
 * singleton. Each entry is the import specifier the bundler sees; entries ending in `/` also cover
 * every subpath (React 19 keeps its renderer in `react-dom/client`, so subpaths must be shared too,
 * or a remote silently ships a second renderer).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/',
  'react-dom/client',
  'single-spa',
  '@tanstack/react-query',
  'jotai',
  'jotai/',
  'react-aria-components',
  'react-intl',
  // The remote runtime (providers, routing, lifecycles): the shell's copy, already loaded for its
  // own applications, serves every remote, so a remote's route downloads only its own code.
  '@accrue/remote-runtime',
  // The kit's core and each of its area entries (ui-kit/package.json "exports", less the theme,
  // which is static CSS). Every container provides them all; the shell, loaded first, is the one
  // whose copies every remote uses, so the whole kit is one module graph: one copy of each
  // component and of react-aria's contexts, whichever entry a page loads first.
  '@accrue/ui-kit',
  '@accrue/ui-kit/overlays',
  '@accrue/ui-kit/snackbar',
  '@accrue/ui-kit/forms',
  '@accrue/ui-kit/select',
  '@accrue/ui-kit/table',
  '@accrue/ui-kit/filters',
  '@accrue/ui-kit/dates',
  '@accrue/ui-kit/display',
  '@accrue/ui-kit/format',
  '@accrue/ui-kit/search',
  '@accrue/ui-kit/validation',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** The ui-kit's area entries (every shared kit entry but the core every page imports anyway). */
export const KIT_AREA_ENTRIES = SHARED_SINGLETONS.filter((specifier) =>
  specifier.startsWith('@accrue/ui-kit/'),
);

/** The package a specifier belongs to: `react-dom/client` → `react-dom`, `@a/b/c` → `@a/b`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  eager?: boolean;
}

/**
 * Module Federation `shared` options for the singleton list, pinned to the exact versions the
 * workspace installs (there is exactly one version of each in the workspace).
 */
export function sharedSingletons(versionOf: (pkg: string) => string): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((specifier) => [
      specifier,
      { singleton: true, requiredVersion: versionOf(packageOf(specifier)) },
    ]),
  );
}
