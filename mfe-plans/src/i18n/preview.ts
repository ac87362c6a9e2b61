import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { PreviewMessageId } from './preview/en';

/**
 * The labels of the rule designer's live preview (features/designer/PreviewPanel.tsx), one chunk
 * per language that downloads with the panel (PageMessages): the designer's first paint, the plan
 * list and the hub do not carry them.
 */
export const previewMessages = catalogueOfFiles(
  (locale) => import(`./preview/${locale}.ts`),
) as LazyCatalogue<PreviewMessageId>;
