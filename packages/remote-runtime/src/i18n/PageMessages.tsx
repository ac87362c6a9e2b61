import { use, useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { SuspenseCache, type LazyCatalogue, type Messages } from '@accrue/ui-kit';
import { isLocale } from '../app-state';
import type { Locale } from '../contract';

const loading = new SuspenseCache<LazyCatalogue, Locale, Messages>();

/**
 * A page's own labels in one language, as the one promise of them for every render: awaited before
 * the page renders (a route's prefetch, a test), the page reads them at once without suspending.
 */
export function pageMessagesIn(catalogue: LazyCatalogue, locale: Locale): Promise<Messages> {
  return loading.get(catalogue, locale, () => catalogue.load(locale));
}

/**
 * A page's own labels over its application's, downloaded with the page in the user's language: an
 * application whose labels all ship with its first load (the shell's, which every route loads)
 * keeps a page's labels out of it. Suspends until they arrive; a second mount downloads nothing.
 */
export function PageMessages({ catalogue, children }: { catalogue: LazyCatalogue; children: ReactNode }) {
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  const own = use(pageMessagesIn(catalogue, locale));
  const messages = useMemo(() => ({ ...(intl.messages as Messages), ...own }), [intl.messages, own]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** A page that renders within its own labels (PageMessages): a route's default export. */
export function withPageMessages<Props extends object>(
  catalogue: LazyCatalogue,
  Page: ComponentType<Props>,
): ComponentType<Props> {
  function WithPageMessages(props: Props) {
    return (
      <PageMessages catalogue={catalogue}>
        <Page {...props} />
      </PageMessages>
    );
  }
  WithPageMessages.displayName = `WithPageMessages(${Page.displayName ?? Page.name})`;
  return WithPageMessages;
}
