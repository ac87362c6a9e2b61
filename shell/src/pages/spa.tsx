import { createRouteTableApp } from '@accrue/remote-runtime';
import { shellMessages } from '../i18n/messages';
import { shellRoutes } from './routes';

/** The shell's own pages, as a single-spa application active on the routes the shell owns. */
export const { bootstrap, mount, unmount } = createRouteTableApp({
  name: 'shell_pages',
  routes: shellRoutes,
  messages: shellMessages,
});
