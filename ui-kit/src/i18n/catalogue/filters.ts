import { defineCatalogue } from '../locales';

/** Built-in labels of the filter bar and the single- and multi-column sorters. */
export const filterMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
