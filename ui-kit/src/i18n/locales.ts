export const SUPPORTED_LOCALES = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
