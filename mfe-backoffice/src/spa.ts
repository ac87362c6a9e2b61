import { createRemoteApp } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

/** The single-spa lifecycles the shell mounts for the routes it gives this remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mfe_backoffice',
  routes,
  messages,
  buildLabel: process.env.ACCRUE_BUILD_LABEL,
});
