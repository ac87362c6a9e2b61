import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import {
  atomInLocalStorage,
  COLOR_SCHEME_STORAGE_KEY,
  createAppState,
  isColorScheme,
  LOCALE_STORAGE_KEY,
} from './app-state';

afterEach(() => localStorage.clear());

describe('app state', () => {
  it("keeps the user's choices in local storage when asked to persist", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify('de'));
    const state = createAppState({ persist: true, locale: 'fr' });
    expect(state.store.get(state.atoms.locale)).toBe('de');
    state.store.set(state.atoms.colorScheme, 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('"dark"');
  });

  it('leaves local storage alone for a widget', () => {
    const state = createAppState({ persist: false, locale: 'it' });
    state.store.set(state.atoms.locale, 'es');
    expect(state.store.get(state.atoms.locale)).toBe('es');
    expect(localStorage.length).toBe(0);
  });

  it('ignores a stored value that is not a valid choice, and takes updates as functions too', () => {
    localStorage.setItem('scheme', 'not json');
    const scheme = atomInLocalStorage('scheme', 'system', isColorScheme);
    const store = createStore();
    expect(store.get(scheme)).toBe('system');
    store.set(scheme, (previous) => (previous === 'system' ? 'light' : 'dark'));
    expect(store.get(scheme)).toBe('light');
    expect(localStorage.getItem('scheme')).toBe('"light"');
  });
});
