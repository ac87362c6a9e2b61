import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { WorkflowsMessageId } from './i18n/en';

export type WorkflowsMessages = Messages<WorkflowsMessageId>;

/**
 * The workflows page's labels, downloaded with the page (PageMessages): the shell's own catalogue
 * ships with every route's first load, and a settings page few people open has no place in it.
 */
export const workflowsMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<WorkflowsMessageId>;
