import { defineCatalogue } from '../locales';

/** Built-in labels of the data table and the light table (columns, pagination, selection, search). */
export const tableMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
