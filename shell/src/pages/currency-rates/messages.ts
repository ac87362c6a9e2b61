import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { RatesMessageId } from './i18n/en';

export type RatesMessages = Messages<RatesMessageId>;

/**
 * The currency rates page's labels, downloaded with the page (withPageMessages), in the user's language only:
 * the chrome's catalogue, which every page loads, stays without them.
 */
export const ratesMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<RatesMessageId>;
