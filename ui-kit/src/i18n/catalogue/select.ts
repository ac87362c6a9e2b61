import { defineCatalogue } from '../locales';

/** Built-in labels of the select and multi-select. */
export const selectMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
