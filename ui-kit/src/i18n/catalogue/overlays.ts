import { defineCatalogue } from '../locales';

/** Built-in labels of drawer, snackbars, tooltip, popover and skeletons. */
export const overlayMessages = defineCatalogue({ en: {}, fr: {}, de: {}, pt: {}, es: {}, it: {} });
