import { Suspense, use, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import { AccrueProvider } from '@accrue/ui-kit';
import type { AccrueAppProps, Locale } from './contract';
import { commonMessages } from './common-messages';
import { messagesIn, type MessagesSource } from './i18n';
import { SessionContext } from './session-context';

interface AppProvidersProps extends AccrueAppProps {
  messages: MessagesSource<string>;
  children: ReactNode;
}

/**
 * The providers every application renders under: the shell's QueryClient and jotai store, the
 * user's locale (react-intl and react-aria, through the kit), and client-side navigation through
 * single-spa, so a kit Link to another remote's route never reloads the page.
 */
export function AppProviders({ queryClient, store, atoms, session, messages, children }: AppProvidersProps) {
  const locale = useAtomValue(atoms.locale, { store });
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        {/* Nothing shows until the user's language has arrived: no flash of English first. */}
        <Suspense fallback={null}>
          <Localised locale={locale} messages={messages}>
            <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
          </Localised>
        </Suspense>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

function Localised({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: MessagesSource<string>;
  children: ReactNode;
}) {
  const inLocale = messagesIn(messages, commonMessages, locale);
  const resolved = inLocale instanceof Promise ? use(inLocale) : inLocale;
  return (
    <AccrueProvider locale={locale} messages={resolved} navigate={navigateToUrl}>
      {children}
    </AccrueProvider>
  );
}
