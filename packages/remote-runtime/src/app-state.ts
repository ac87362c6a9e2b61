import { atom, createStore, type PrimitiveAtom, type SetStateAction } from 'jotai';
import { DEFAULT_LOCALE, LOCALES, type AccrueAppProps, type ColorScheme, type Locale } from './contract';
import { lazyQueryClient } from './queries';

export const COLOR_SCHEME_STORAGE_KEY = 'accrue.colorScheme';
export const LOCALE_STORAGE_KEY = 'accrue.locale';

const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/** The browser's preferred supported language, or the default. */
export function preferredLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const language of languages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * An atom kept in local storage (as JSON, read once when created): the user's choices survive a
 * reload. jotai's atomWithStorage does the same, but jotai's utils module is shared whole between
 * containers (no tree shaking across Module Federation), about 3 kB gzip for these few lines.
 */
export function atomInLocalStorage<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): PrimitiveAtom<T> {
  let stored = initial;
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (isValid(parsed)) stored = parsed;
  } catch {
    // Unreadable storage (private mode, corrupt value): start from the initial value.
  }
  const value = atom(stored);
  return atom(
    (get) => get(value),
    (get, set, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(get(value)) : update;
      set(value, next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or forbidden: the choice holds for this page only.
      }
    },
  );
}

interface AppStateOptions {
  locale?: Locale;
  colorScheme?: ColorScheme;
  /** The standalone app keeps the user's choices in local storage; an embedded widget does not. */
  persist: boolean;
}

/** The state the shell shares with every application (or a widget creates for itself). */
export function createAppState({ locale, colorScheme, persist }: AppStateOptions): AccrueAppProps {
  const initialLocale = locale ?? DEFAULT_LOCALE;
  const initialScheme = colorScheme ?? 'system';
  return {
    session: null,
    queryClient: lazyQueryClient(),
    store: createStore(),
    atoms: persist
      ? {
          locale: atomInLocalStorage(LOCALE_STORAGE_KEY, initialLocale, isLocale),
          colorScheme: atomInLocalStorage(COLOR_SCHEME_STORAGE_KEY, initialScheme, isColorScheme),
        }
      : { locale: atom<Locale>(initialLocale), colorScheme: atom<ColorScheme>(initialScheme) },
  };
}
