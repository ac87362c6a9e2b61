import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './select/en';

/** Built-in labels of the select and multi-select (spec doc 3 §5 "Option lists", §9 labels). */
export const selectMessages = catalogueOfFiles(
  (locale) => import(`./select/${locale}.ts`),
) as LazyCatalogue<MessageId>;
