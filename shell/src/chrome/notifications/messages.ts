import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { NotificationsMessageId } from './i18n/en';

export type NotificationsMessages = Messages<NotificationsMessageId>;

/**
 * The popover's labels, downloaded with the popover (PageMessages): the shell's own catalogue ships
 * with every route's first load, which needs the bell's name only.
 */
export const notificationsMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<NotificationsMessageId>;
