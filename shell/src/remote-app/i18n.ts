import type { Locale } from './contract';

/** A catalogue: the same message ids in every supported language (the type enforces completeness). */
export type Catalogue<Id extends string> = Record<Locale, Record<Id, string>>;

/** Merges catalogues (the shell's common messages plus an application's own). */
export function mergeCatalogues<A extends string, B extends string>(
  a: Catalogue<A>,
  b: Catalogue<B>,
): Catalogue<A | B> {
  const merged = {} as Catalogue<A | B>;
  for (const locale of Object.keys(a) as Locale[]) {
    merged[locale] = { ...a[locale], ...b[locale] };
  }
  return merged;
}

/** One row per message: its id, then its text in en, fr, de, pt, es, it. */
export type CatalogueRow<Id extends string> = readonly [Id, string, string, string, string, string, string];

const ROW_LOCALES = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const satisfies readonly Locale[];

/** Builds a catalogue from rows, which keeps the six translations of a message side by side. */
export function catalogueFromRows<Id extends string>(rows: readonly CatalogueRow<Id>[]): Catalogue<Id> {
  const catalogue = Object.fromEntries(ROW_LOCALES.map((locale) => [locale, {}])) as Catalogue<Id>;
  for (const [id, ...texts] of rows) {
    ROW_LOCALES.forEach((locale, index) => {
      catalogue[locale][id] = texts[index]!;
    });
  }
  return catalogue;
}

/**
 * A catalogue whose default language (English) is built in and whose other languages load on
 * demand, each from a chunk of its own: a user downloads the labels of one language only.
 */
export interface LazyCatalogue<Id extends string> {
  en: Record<Id, string>;
  load: (locale: Exclude<Locale, 'en'>) => Promise<Record<Id, string>>;
}

/** An application's labels: every language at hand, or English plus the others on demand. */
export type MessagesSource<Id extends string> = Catalogue<Id> | LazyCatalogue<Id>;

function isLazy<Id extends string>(source: MessagesSource<Id>): source is LazyCatalogue<Id> {
  return typeof (source as LazyCatalogue<Id>).load === 'function';
}

const resolved = new WeakMap<object, Map<Locale, Record<string, string>>>();
const loading = new WeakMap<object, Map<Locale, Promise<Record<string, string>>>>();

function cacheOf<V>(caches: WeakMap<object, Map<Locale, V>>, source: object): Map<Locale, V> {
  let byLocale = caches.get(source);
  if (!byLocale) caches.set(source, (byLocale = new Map()));
  return byLocale;
}

/**
 * An application's labels in one language, over the messages every application shows (`common`):
 * at once when they are at hand, else a promise. Either is the same object for every caller and
 * render (react-intl keeps its formatters while the messages object stays the same, React's `use`
 * suspends on the one promise, and a second mount does not download the language again).
 */
export function messagesIn<Id extends string, C extends string>(
  source: MessagesSource<Id>,
  common: Catalogue<C>,
  locale: Locale,
): Record<string, string> | Promise<Record<string, string>> {
  const known = cacheOf(resolved, source);
  const messages = known.get(locale);
  if (messages) return messages;
  if (!isLazy(source) || locale === 'en') {
    const merged = { ...common[locale], ...(isLazy(source) ? source.en : source[locale]) };
    known.set(locale, merged);
    return merged;
  }
  const pending = cacheOf(loading, source);
  let promise = pending.get(locale);
  if (!promise) {
    promise = source.load(locale).then((loaded) => {
      const merged = { ...common[locale], ...loaded };
      known.set(locale, merged);
      return merged;
    });
    // A failed download (offline) is retried on the next render rather than remembered.
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
