import { use, useMemo } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import type { LazyCatalogue } from './catalogue-files';
import { kitMessagesIn } from './kit-messages';
import { SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale } from './locales';

const cache = createIntlCache();

export function kitLocale(locale: string): Locale {
  const language = locale.toLowerCase().split('-')[0] as Locale;
  return SUPPORTED_LOCALES.includes(language) ? language : DEFAULT_LOCALE;
}

/**
 * The react-intl formatter of a kit component: the app's locale, formats and time zone (from the
 * surrounding AccrueProvider), with the kit's common labels and those of the given area. Each area's
 * labels live beside its components, one file per language: a page downloads the labels of the
 * areas it renders, in the user's language only, and the app's own catalogue stays the app's. The
 * first component of an area suspends until its labels arrive (a few hundred bytes); the others,
 * and every later render, read them at once.
 */
export function useKitIntl(catalogue?: LazyCatalogue): IntlShape {
  const app = useIntl();
  const messages = use(kitMessagesIn(catalogue, kitLocale(app.locale)));
  return useMemo(
    () =>
      createIntl(
        {
          locale: app.locale,
          defaultLocale: app.defaultLocale,
          timeZone: app.timeZone,
          formats: app.formats,
          messages,
          onError: app.onError,
        },
        cache,
      ),
    [app, messages],
  );
}
