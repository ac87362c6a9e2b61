import {
  catalogueOfFiles,
  kitCoreMessagesIn,
  SuspenseCache,
  type LanguageModule,
  type LazyCatalogue,
  type Messages,
} from '@accrue/ui-kit';
import type { Locale } from '../contract';

/**
 * A source's messages, one chunk per language: a user downloads the language they read and no
 * other. Every application of Accrue (the shell's, each remote's), the common messages and each
 * area of the kit have one: the kit defines the primitives, so the kit's labels and the
 * applications' follow one style.
 */
export { catalogueOfFiles, type LanguageModule, type LazyCatalogue, type Messages };

/**
 * A lazy catalogue from one loader per language, each a dynamic `import()` of the language's file
 * (so the bundler makes each its own chunk). The record type makes a missing language an error.
 */
export function lazyCatalogue<Id extends string>(
  loaders: Readonly<Record<Locale, () => Promise<Messages<Id>>>>,
): LazyCatalogue<Id> {
  return { load: (locale) => loaders[locale]() };
}

const loading = new SuspenseCache<LazyCatalogue, Locale, Messages>();

/**
 * A source's messages in one language over the messages every application shows (`common`), as
 * the one promise of them for every caller and render: React's `use` suspends on it until they
 * arrive, then reads them at once; react-intl keeps its formatters because the messages object
 * stays the same; and a second mount (or a prefetch followed by a render) downloads nothing again.
 * The labels of the kit's core (what its spinners, page headers and alerts say) download alongside,
 * so no core kit component suspends on them after the page has appeared.
 */
export function messagesIn(source: LazyCatalogue, common: LazyCatalogue, locale: Locale): Promise<Messages> {
  return loading.get(source, locale, () =>
    Promise.all([common.load(locale), source.load(locale), kitCoreMessagesIn(locale)]).then(
      ([shared, own]) => ({ ...shared, ...own }),
    ),
  );
}

/** Every language of a catalogue at once: for tests and tools, never for a page. */
export async function loadEveryLanguage<Id extends string>(
  source: LazyCatalogue<Id>,
  locales: readonly Locale[],
): Promise<Record<Locale, Messages<Id>>> {
  const entries = await Promise.all(
    locales.map(async (locale) => [locale, await source.load(locale)] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, Messages<Id>>;
}
