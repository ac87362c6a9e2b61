import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColorScheme, darkTheme, lightTheme, resolveColorScheme } from './index';

function mockSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    listeners,
    flip(next: boolean) {
      query.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('colour scheme', () => {
  it('applies the light or dark theme class', () => {
    const el = document.createElement('div');
    applyColorScheme(el, 'dark');
    expect(el.classList.contains(darkTheme)).toBe(true);
    applyColorScheme(el, 'light');
    expect(el.classList.contains(lightTheme)).toBe(true);
    expect(el.classList.contains(darkTheme)).toBe(false);
  });

  it('follows the operating system with system, and stops when changed', () => {
    const system = mockSystem(true);
    const el = document.createElement('div');
    applyColorScheme(el, 'system');
    expect(resolveColorScheme('system')).toBe('dark');
    expect(el.getAttribute('data-color-scheme')).toBe('dark');
    system.flip(false);
    expect(el.getAttribute('data-color-scheme')).toBe('light');
    applyColorScheme(el, 'dark');
    expect(system.listeners.size).toBe(0);
  });

  it('uses distinct light and dark values for every colour', async () => {
    const { lightValues, darkValues } = await import('./tokens');
    for (const key of Object.keys(lightValues.color) as (keyof typeof lightValues.color)[]) {
      expect(darkValues.color[key], key).toBeTruthy();
    }
    expect(lightValues.color.background).not.toBe(darkValues.color.background);
  });
});
