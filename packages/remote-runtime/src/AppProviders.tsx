import { Suspense, use, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import { AccrueProvider } from '@accrue/ui-kit';
import type { AccrueAppProps, Locale } from './contract';
import { commonMessages } from './i18n/common';
import { messagesIn, type LazyCatalogue } from './i18n/catalogue';
import { QueriesContext } from './queries';
import { SessionContext } from './session-context';

interface AppProvidersProps extends AccrueAppProps {
  messages: LazyCatalogue;
  children: ReactNode;
}

/**
 * The providers every application renders under: the shell's QueryClient (lazily: see queries.tsx)
 * and jotai store, the
 * user's locale (react-intl and react-aria, through the kit), and client-side navigation through
 * single-spa, so a kit Link to another remote's route never reloads the page.
 */
export function AppProviders({ queryClient, store, atoms, session, messages, children }: AppProvidersProps) {
  const locale = useAtomValue(atoms.locale, { store });
  return (
    <QueriesContext.Provider value={queryClient}>
      <JotaiProvider store={store}>
        <Localised locale={locale} messages={messages}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </Localised>
      </JotaiProvider>
    </QueriesContext.Provider>
  );
}

interface LocalisedProps {
  locale: Locale;
  messages: LazyCatalogue;
  children: ReactNode;
}

/**
 * The kit's provider in the user's language, once that language's messages have arrived: nothing
 * shows before (no flash of another language first).
 */
export function Localised({ locale, messages, children }: LocalisedProps) {
  return (
    <Suspense fallback={null}>
      <InLocale locale={locale} messages={messages}>
        {children}
      </InLocale>
    </Suspense>
  );
}

function InLocale({ locale, messages, children }: LocalisedProps) {
  return (
    <AccrueProvider
      locale={locale}
      messages={use(messagesIn(messages, commonMessages, locale))}
      navigate={navigateToUrl}
    >
      {children}
    </AccrueProvider>
  );
}
