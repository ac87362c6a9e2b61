import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './format/en';

/**
 * Built-in labels of the formatting helpers, trend indicator, progress and truncated lists. The
 * empty labels ('No data', 'No value', 'None') are shared ones, in common.ts. {percent} and
 * {value} arrive already formatted for the locale.
 */
export const formatMessages = catalogueOfFiles(
  (locale) => import(`./format/${locale}.ts`),
) as LazyCatalogue<MessageId>;
