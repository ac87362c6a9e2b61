/**
 * Every federated container of the product: its Module Federation name, its workspace folder and the
 * port of its dev server. Production serves all of them from the API on one port (see api/src/static).
 */
export const CONTAINERS = {
  shell: { dir: 'shell', devPort: 4100 },
  mfe_plans: { dir: 'mfe-plans', devPort: 4101 },
  mfe_statements: { dir: 'mfe-statements', devPort: 4102 },
  mfe_people: { dir: 'mfe-people', devPort: 4103 },
  mfe_data: { dir: 'mfe-data', devPort: 4104 },
  mfe_backoffice: { dir: 'mfe-backoffice', devPort: 4105 },
} as const;

export type ContainerName = keyof typeof CONTAINERS;
export type RemoteName = Exclude<ContainerName, 'shell'>;

export const REMOTE_NAMES = Object.keys(CONTAINERS).filter((n) => n !== 'shell') as RemoteName[];

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
