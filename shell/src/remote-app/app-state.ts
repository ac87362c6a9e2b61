import { QueryClient } from '@tanstack/react-query';
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/vanilla/utils';
import { DEFAULT_LOCALE, LOCALES, type AccrueAppProps, type ColorScheme, type Locale } from './contract';

/** Spec doc 1 §9: queries do not retry, are never stale and refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true } },
  });
}

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
    queryClient: createQueryClient(),
    store: createStore(),
    atoms: persist
      ? {
          locale: atomWithStorage<Locale>(LOCALE_STORAGE_KEY, initialLocale, undefined, { getOnInit: true }),
          colorScheme: atomWithStorage<ColorScheme>(COLOR_SCHEME_STORAGE_KEY, initialScheme, undefined, {
            getOnInit: true,
          }),
        }
      : { locale: atom<Locale>(initialLocale), colorScheme: atom<ColorScheme>(initialScheme) },
  };
}
