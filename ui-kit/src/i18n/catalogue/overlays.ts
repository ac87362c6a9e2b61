import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './overlays/en';

/**
 * Built-in labels of the overlays and feedback area: drawer, snackbars, alerts (the tone names
 * screen readers hear instead of the coloured icon). Modal and Drawer close buttons reuse the
 * common `kit.close`, the Spinner the common `kit.loading`.
 */
export const overlayMessages = catalogueOfFiles(
  (locale) => import(`./overlays/${locale}.ts`),
) as LazyCatalogue<MessageId>;
