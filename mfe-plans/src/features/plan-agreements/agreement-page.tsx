import type { ComponentType } from 'react';
import { withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { withSnackbar } from '@accrue/ui-kit/snackbar';
import { agreementsMessages } from '../../i18n/agreements';

/**
 * A page of the agreements feature as its route loads it: with the feature's labels (downloaded with
 * the page, i18n/agreements.ts) and the snackbar its actions report through.
 */
export function agreementPage(Page: ComponentType<PageProps>) {
  return withPageMessages(agreementsMessages, withSnackbar(Page));
}
