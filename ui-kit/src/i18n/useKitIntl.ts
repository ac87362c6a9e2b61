import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import type { Catalogue, Locale } from './locales';
import { SUPPORTED_LOCALES, DEFAULT_LOCALE } from './locales';
import { commonMessages } from './catalogue/common';

const cache = createIntlCache();

function kitLocale(locale: string): Locale {
  const language = locale.toLowerCase().split('-')[0] as Locale;
  return SUPPORTED_LOCALES.includes(language) ? language : DEFAULT_LOCALE;
}

/**
 * The react-intl formatter of a kit component: the app's locale, formats and time zone (from the
 * surrounding AccrueProvider), with the kit's common labels and those of the given area. Each area's labels
 * live beside its components, so a page that never uses, say, the data table never downloads the
 * table's labels in six languages; the app's own catalogue stays the app's.
 */
export function useKitIntl(catalogue?: Catalogue): IntlShape {
  const app = useIntl();
  const locale = kitLocale(app.locale);
  return useMemo(() => {
    const messages = { ...commonMessages[locale], ...catalogue?.[locale] };
    return createIntl(
      {
        locale: app.locale,
        defaultLocale: app.defaultLocale,
        timeZone: app.timeZone,
        formats: app.formats,
        messages,
        onError: app.onError,
      },
      cache,
    );
  }, [app, locale, catalogue]);
}
