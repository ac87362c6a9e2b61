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
