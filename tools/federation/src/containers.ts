/**
 * THE list of federated containers of the product: each one's Module Federation name, workspace
 * folder, dev-server port and (for a remote) the widgets it lets host pages embed. Everything that
 * names every remote derives from it: the shell's registrations and remotes.json, the SDK's widget
 * table, the remotes' build presets; what cannot import it (the API's static folders, turbo.json)
 * is held equal to it by containers.test.ts. Production serves all of them from the API on one port.
 */
export const CONTAINERS = {
  shell: { dir: 'shell', devPort: 4100, widgets: [] },
  mfe_plans: { dir: 'mfe-plans', devPort: 4101, widgets: [] },
  mfe_statements: { dir: 'mfe-statements', devPort: 4102, widgets: ['statement', 'dashboard'] },
  mfe_people: { dir: 'mfe-people', devPort: 4103, widgets: [] },
  mfe_data: { dir: 'mfe-data', devPort: 4104, widgets: [] },
  mfe_backoffice: { dir: 'mfe-backoffice', devPort: 4105, widgets: [] },
} as const satisfies Record<string, { dir: string; devPort: number; widgets: readonly string[] }>;

export type ContainerName = keyof typeof CONTAINERS;
export type RemoteName = Exclude<ContainerName, 'shell'>;

export const REMOTE_NAMES = Object.keys(CONTAINERS).filter((n) => n !== 'shell') as RemoteName[];

/** The workspace folders of the remotes, in the list's order (the API serves each one's dist/). */
export const REMOTE_DIRS = REMOTE_NAMES.map((name) => CONTAINERS[name].dir);

/** The remote a workspace folder holds (a remote's build preset knows only its folder). */
export function remoteInDir(dir: string): RemoteName {
  const name = REMOTE_NAMES.find((remote) => CONTAINERS[remote].dir === dir);
  if (!name) throw new Error(`${dir} is not a remote of tools/federation/src/containers.ts`);
  return name;
}

/** Every embeddable widget, by its name: the remote exposing it and that remote's folder. */
export type WidgetName = (typeof CONTAINERS)[RemoteName]['widgets'][number];

export const WIDGETS = Object.fromEntries(
  REMOTE_NAMES.flatMap((container) =>
    CONTAINERS[container].widgets.map((widget) => [widget, { container, folder: CONTAINERS[container].dir }]),
  ),
) as Readonly<Record<WidgetName, { container: RemoteName; folder: string }>>;

/** The one module every remote exposes: its definition (lifecycles, widgets), see defineRemote. */
export const REMOTE_MODULE = './remote';

/** Where production serves a remote's build: one folder per remote under /remotes/. */
export function productionRemotePath(name: RemoteName): string {
  return `/remotes/${CONTAINERS[name].dir}/`;
}

/** remotes.json: the runtime pointer from each remote's name to its mf-manifest.json. */
export type RemotesJson = Record<RemoteName, string>;

export function productionRemotesJson(): RemotesJson {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${productionRemotePath(name)}mf-manifest.json`]),
  ) as RemotesJson;
}

export function devRemotesJson(host = 'localhost'): RemotesJson {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://${host}:${CONTAINERS[name].devPort}/mf-manifest.json`]),
  ) as RemotesJson;
}
