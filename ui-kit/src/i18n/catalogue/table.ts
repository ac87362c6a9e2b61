import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './table/en';

/** Built-in labels of the data table and the light table (columns, pagination, selection, search). */
export const tableMessages = catalogueOfFiles(
  (locale) => import(`./table/${locale}.ts`),
) as LazyCatalogue<MessageId>;
