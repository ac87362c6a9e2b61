export const SUPPORTED_LOCALES = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * One area's built-in labels in the six languages. Typing every locale against the English keys
 * makes a label missing in any language a compile error; `catalogue.test.ts` checks it again at
 * run time for catalogues built dynamically.
 */
export type Catalogue<Id extends string = string> = Record<Locale, Record<Id, string>>;

export function defineCatalogue<Id extends string>(
  catalogue: { en: Record<Id, string> } & Record<Exclude<Locale, 'en'>, Record<NoInfer<Id>, string>>,
): Catalogue<Id> {
  return catalogue;
}
