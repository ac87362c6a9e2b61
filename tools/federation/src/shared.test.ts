import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageOf, SHARED_SINGLETONS, sharedSingletons } from './shared';

describe('shared singletons', () => {
  it('maps subpath specifiers to their package', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('react/')).toBe('react');
    expect(packageOf('@accrue/ui-kit')).toBe('@accrue/ui-kit');
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
  });

  it('covers the renderer, the router and the state libraries the card names', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'single-spa',
      '@tanstack/react-query',
      'jotai',
      'react-aria-components',
      '@accrue/ui-kit',
      '@accrue/remote-runtime',
    ]) {
      expect(SHARED_SINGLETONS).toContain(name);
    }
  });

  it('shares every entry of the ui-kit but its theme (static CSS)', () => {
    const kit = JSON.parse(
      fs.readFileSync(new URL('../../../ui-kit/package.json', import.meta.url), 'utf8'),
    ) as { exports: Record<string, string> };
    const entries = Object.keys(kit.exports)
      .filter((entry) => entry !== './theme')
      .map((entry) => (entry === '.' ? '@accrue/ui-kit' : `@accrue/ui-kit/${entry.slice(2)}`));
    expect(SHARED_SINGLETONS.filter((s) => s.startsWith('@accrue/ui-kit')).sort()).toEqual(entries.sort());
  });

  it('pins every singleton to the one installed version', () => {
    const shared = sharedSingletons((pkg) => (pkg === 'react' ? '19.3.1' : '1.0.0'));
    expect(shared['react/jsx-runtime']).toEqual({ singleton: true, requiredVersion: '19.3.1' });
    expect(Object.values(shared).every((s) => s.singleton)).toBe(true);
  });
});
