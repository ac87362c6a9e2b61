import { defineCatalogue } from '../locales';

/** Built-in labels of selects, quick edit, file upload, form fields and validation messages. */
export const formMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
