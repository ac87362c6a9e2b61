import fs from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Every bare module the kit's sources import (react-aria-components/Button, yup, …). Vite
 * pre-bundles dependencies it discovers lazily and reloads the page when it finds a new one, which
 * breaks a story test mid-run; listing them all up front means nothing is discovered late.
 */
function importedPackages(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) importedPackages(file, found);
    else if (/\.tsx?$/.test(entry.name))
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/from '([^'.][^']*)'/g))
        if (
          !specifier!.startsWith('@storybook/') &&
          !specifier!.startsWith('storybook/') &&
          specifier !== 'vitest'
        )
          found.add(specifier!);
  }
  return found;
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        ...[...importedPackages(path.join(import.meta.dirname, '../src'))].filter(
          (specifier) => !/^@testing-library\/|^@vanilla-extract\//.test(specifier),
        ),
      ],
    },
  }),
};
export default config;
