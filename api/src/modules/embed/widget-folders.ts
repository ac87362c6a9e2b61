import type { EmbedWidget } from './service.js';

/**
 * The remote folder serving each widget (/remotes/<folder>/remoteEntry.js, which the frame's page
 * preloads): a copy of tools/federation/src/containers.ts's WIDGETS, which the API (compiled by tsc,
 * run by Node without the front end's tools) does not import; that package's containers.test.ts
 * holds the two equal. A file of its own, without imports, so that test can read it.
 */
export const WIDGET_FOLDERS: Readonly<Record<EmbedWidget, string>> = {
  statement: 'mfe-statements',
  dashboard: 'mfe-statements',
};
