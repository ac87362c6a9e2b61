import { darkTheme, lightTheme } from './themes.css';

export type ColorScheme = 'light' | 'dark' | 'system';

const listeners = new WeakMap<Element, () => void>();

function prefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches;
}

/** The scheme actually shown for a preference ('system' follows the operating system). */
export function resolveColorScheme(scheme: ColorScheme): 'light' | 'dark' {
  return scheme === 'system' ? (prefersDark() ? 'dark' : 'light') : scheme;
}

/**
 * Themes an element (the document root in the app, the host element of an embedded widget):
 * puts the light or dark theme class on it, and with 'system' keeps following the OS setting.
 */
export function applyColorScheme(element: Element, scheme: ColorScheme): void {
  listeners.get(element)?.();
  listeners.delete(element);
  const apply = () => {
    const dark = resolveColorScheme(scheme) === 'dark';
    element.classList.toggle(darkTheme, dark);
    element.classList.toggle(lightTheme, !dark);
    element.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
  };
  apply();
  if (scheme === 'system' && typeof window !== 'undefined' && window.matchMedia) {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', apply);
    listeners.set(element, () => query.removeEventListener('change', apply));
  }
}
