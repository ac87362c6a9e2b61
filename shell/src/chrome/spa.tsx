import { createAppLifecycles } from '@accrue/remote-runtime';
import { shellMessages } from '../i18n/messages';

/** The chrome (menu, header strip, footer) as an always-active single-spa application. */
export const { bootstrap, mount, unmount } = createAppLifecycles(
  { name: 'chrome', messages: shellMessages },
  async () => (await import('./Chrome')).Chrome,
);
