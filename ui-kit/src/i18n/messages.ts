import { SUPPORTED_LOCALES, type Catalogue, type Locale } from './locales';
import { commonMessages } from './catalogue/common';
import { dateMessages } from './catalogue/dates';
import { displayMessages } from './catalogue/display';
import { filterMessages } from './catalogue/filters';
import { formMessages } from './catalogue/forms';
import { formatMessages } from './catalogue/format';
import { overlayMessages } from './catalogue/overlays';
import { selectMessages } from './catalogue/select';
import { tableMessages } from './catalogue/table';

export { SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale, type Catalogue } from './locales';

/** Every area's catalogue; ids are prefixed by area (`kit.table.…`), so merging cannot clash. */
export const kitCatalogues: readonly Catalogue[] = [
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

/** The kit's built-in labels, in the six languages (one catalogue, merged under every app's). */
export const kitMessages = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...kitCatalogues.map((catalogue) => catalogue[locale])) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;
