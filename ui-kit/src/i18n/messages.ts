import type { LazyCatalogue } from './catalogue-files';
import { commonMessages } from './catalogue/common';
import { dateMessages } from './catalogue/dates';
import { displayMessages } from './catalogue/display';
import { filterMessages } from './catalogue/filters';
import { formMessages } from './catalogue/forms';
import { formatMessages } from './catalogue/format';
import { overlayMessages } from './catalogue/overlays';
import { selectMessages } from './catalogue/select';
import { tableMessages } from './catalogue/table';

export { SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Every area's catalogue (tests and Storybook load them all; a page loads the areas it renders);
 * ids are prefixed by area (`kit.table.…`), so merging cannot clash.
 */
export const kitCatalogues: readonly LazyCatalogue[] = [
  commonMessages,
  tableMessages,
  filterMessages,
  dateMessages,
  formMessages,
  selectMessages,
  formatMessages,
  overlayMessages,
  displayMessages,
];
