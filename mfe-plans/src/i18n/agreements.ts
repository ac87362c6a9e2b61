import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { AgreementsMessageId } from './agreements/en';

/**
 * The labels of the plan agreement pages (features/plan-agreements), one chunk per language that
 * downloads with those pages (PageMessages): the plans, the hub and the designer do not carry them.
 */
export const agreementsMessages = catalogueOfFiles(
  (locale) => import(`./agreements/${locale}.ts`),
) as LazyCatalogue<AgreementsMessageId>;
