import type { LazyCatalogue, Messages } from './catalogue-files';
import { commonMessages } from './catalogue/common';
import { overlayMessages } from './catalogue/overlays';
import { SUPPORTED_LOCALES, type Locale } from './locales';
import { SuspenseCache } from './suspense-cache';

const loading = new SuspenseCache<LazyCatalogue, Locale, Messages>();

/**
 * The kit's common labels and those of one area (or the common ones alone) in one language, as the
 * one promise of them for every component and render: useKitIntl suspends on it until they arrive,
 * then reads them at once, and nothing downloads twice.
 */
export function kitMessagesIn(area: LazyCatalogue | undefined, locale: Locale): Promise<Messages> {
  return loading.get(area ?? commonMessages, locale, () =>
    Promise.all([commonMessages.load(locale), area ? area.load(locale) : undefined]).then(([common, own]) =>
      own ? { ...common, ...own } : common,
    ),
  );
}

/**
 * The labels of the kit's core entry in one language (the common ones, and the alert's tone names,
 * which live with the overlays): an application awaits them with its own messages, so no core
 * component (spinner, page header, alert) suspends once the page is there.
 */
export function kitCoreMessagesIn(locale: Locale): Promise<unknown> {
  return Promise.all([kitMessagesIn(undefined, locale), kitMessagesIn(overlayMessages, locale)]);
}

/**
 * The messages of an area already loaded (kitMessagesIn settled), read synchronously: for code
 * that cannot wait (yup's validation locale); throws if they were not loaded first.
 */
export function loadedKitMessages(area: LazyCatalogue | undefined, locale: Locale): Messages {
  const messages = loading.settled(area ?? commonMessages, locale);
  if (!messages)
    throw new Error(`The kit's labels in ${locale} are not loaded yet: await kitMessagesIn first`);
  return messages;
}

/** Loads areas in every language (tests, Storybook's language switch): never for a page. */
export async function preloadKitMessages(
  areas: readonly (LazyCatalogue | undefined)[],
  locales: readonly Locale[] = SUPPORTED_LOCALES,
): Promise<void> {
  await Promise.all(areas.flatMap((area) => locales.map((locale) => kitMessagesIn(area, locale))));
}
