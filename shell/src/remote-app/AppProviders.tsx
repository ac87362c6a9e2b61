import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import { AccrueProvider } from '@accrue/ui-kit';
import type { AccrueAppProps } from './contract';
import type { Catalogue } from './i18n';
import { SessionContext } from './session-context';

interface AppProvidersProps extends AccrueAppProps {
  messages: Catalogue<string>;
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
        <AccrueProvider locale={locale} messages={messages[locale]} navigate={navigateToUrl}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </AccrueProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
