import { defineCatalogue } from '../locales';

/** Built-in labels of the date, range, month and year pickers. */
export const dateMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
