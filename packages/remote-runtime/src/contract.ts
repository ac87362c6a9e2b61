import type { QueryClient } from '@tanstack/react-query';
import type { PrimitiveAtom, WritableAtom, createStore } from 'jotai';
import type { Session } from './session';

export type Locale = 'en' | 'fr' | 'de' | 'pt' | 'es' | 'it';
export const LOCALES: readonly Locale[] = ['en', 'fr', 'de', 'pt', 'es', 'it'];
export const DEFAULT_LOCALE: Locale = 'en';

export type ColorScheme = 'light' | 'dark' | 'system';

export type JotaiStore = ReturnType<typeof createStore>;

/**
 * The page's one QueryClient, created (and react-query downloaded) on the first `load()`: the
 * shell's first load, its chrome and a page without code of its own never fetch react-query. Every
 * call answers the same client.
 */
export interface LazyQueryClient {
  load(): Promise<QueryClient>;
}

/**
 * What the shell hands every single-spa application through `customProps`. react-query v5 has no
 * context sharing across React roots, so the shell owns ONE QueryClient and ONE jotai store and passes
 * them (with the app-wide atoms) to each remote: every remote then reads the same cache and state.
 * The QueryClient comes lazily (LazyQueryClient): the runtime renders route pages that have code of
 * their own (`load`) and widgets under it (see queries.tsx).
 */
export interface AccrueAppProps {
  queryClient: LazyQueryClient;
  store: JotaiStore;
  atoms: {
    locale: PrimitiveAtom<Locale>;
    colorScheme: WritableAtom<ColorScheme, [ColorScheme], void>;
  };
  /** The signed-in user; null on public routes and in embedded widgets. */
  session: Session | null;
}

/**
 * A diagnostic registry the containers fill when they mount: support staff (and the end-to-end
 * suite) can check from the console that every application runs on the same React and QueryClient.
 */
export interface MountedAppInfo {
  name: string;
  useState: unknown;
  /** The application's QueryClient source: one for every application of the page. */
  queryClient: LazyQueryClient;
  buildLabel: string;
}

declare global {
  var __ACCRUE_APPS__: Record<string, MountedAppInfo> | undefined;
}

export function registerMountedApp(info: MountedAppInfo): void {
  globalThis.__ACCRUE_APPS__ = { ...globalThis.__ACCRUE_APPS__, [info.name]: info };
}

export function unregisterMountedApp(name: string): void {
  if (!globalThis.__ACCRUE_APPS__) return;
  const { [name]: _removed, ...rest } = globalThis.__ACCRUE_APPS__;
  globalThis.__ACCRUE_APPS__ = rest;
}
