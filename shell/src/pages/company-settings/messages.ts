import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { CompanySettingsMessageId } from './i18n/en';

export type CompanySettingsMessages = Messages<CompanySettingsMessageId>;

/**
 * The company settings pages' labels, downloaded with the pages (PageMessages), in the user's
 * language only.
 */
export const companySettingsMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<CompanySettingsMessageId>;
