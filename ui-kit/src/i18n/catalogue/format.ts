import { defineCatalogue } from '../locales';

/** Built-in labels of the formatting helpers, trend indicator, progress, truncated lists and empty labels. */
export const formatMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
