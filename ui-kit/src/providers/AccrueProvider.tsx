import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { RouterProvider } from 'react-aria';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export interface AccrueProviderProps {
  locale: Locale;
  /** The application's own messages for this locale (the kit's components carry their own). */
  messages?: Record<string, string>;
  /** Client-side navigation for every kit Link (the shell passes single-spa's navigateToUrl). */
  navigate?: (href: string) => void;
  children: ReactNode;
}

/**
 * Everything the kit's components need from their surroundings: the locale for react-intl (with
 * the app's messages; each kit area brings its own labels, see useKitIntl), react-aria's locale
 * (dates, numbers, reading direction) and, when given, client-side navigation for links.
 */
export function AccrueProvider({ locale, messages, navigate, children }: AccrueProviderProps) {
  const content = navigate ? <RouterProvider navigate={navigate}>{children}</RouterProvider> : children;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <I18nProvider locale={locale}>{content}</I18nProvider>
    </IntlProvider>
  );
}
