import { defineCatalogue } from '../locales';

/** Built-in labels of avatars, trend, progress, card, tabs, side menu, truncated lists, copy to clipboard and formatting. */
export const displayMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
