import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './filters/en';

/**
 * Built-in labels of the filter bar and the single- and multi-column sorters. 'Add filters',
 * 'Add filter on', 'Clear filter', 'Clear filters' and 'Sort by' are the spec's wording (doc 3 §9);
 * the direction, empty and column-editing labels are the kit's own.
 */
export const filterMessages = catalogueOfFiles(
  (locale) => import(`./filters/${locale}.ts`),
) as LazyCatalogue<MessageId>;
