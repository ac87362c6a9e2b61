import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { Remote } from '@accrue/remote-runtime';
import {
  REMOTE_MODULE,
  REMOTE_NAMES,
  type RemoteName,
  type RemotesJson,
} from '@accrue/federation/containers';

export const REMOTES_JSON_URL = '/remotes.json';

/**
 * Reads remotes.json, the runtime pointer from each remote to its mf-manifest.json. It is fetched at
 * every boot (never cached), so redeploying a remote means changing one line of it.
 */
export async function fetchRemotesJson(url = REMOTES_JSON_URL): Promise<RemotesJson> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const json = (await response.json()) as Partial<Record<string, unknown>>;
  for (const name of REMOTE_NAMES) {
    if (typeof json[name] !== 'string') throw new Error(`remotes.json has no entry for ${name}`);
  }
  return json as RemotesJson;
}

/** What the shell reads of a remote's mf-manifest.json: where its entry is. */
interface RemoteManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
}

/**
 * The URL of a remote's remoteEntry.js, from its mf-manifest.json: the entry's file and folder as
 * the manifest names them, under its public path (or, for `auto`, the manifest's own folder, where
 * the build put it). The shell reads the manifest itself rather than through the runtime's snapshot
 * plugin, which it is built without (about 1.5 kB gzip less on every first load): still one
 * request for the manifest, then the entry.
 */
export async function remoteEntryOf(manifestUrl: string): Promise<string> {
  const url = new URL(manifestUrl, window.location.href);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const { metaData } = (await response.json()) as RemoteManifest;
  const { name, path } = metaData.remoteEntry;
  const base = metaData.publicPath === 'auto' ? url : new URL(metaData.publicPath, url);
  return new URL(path ? `${path.replace(/\/?$/, '/')}${name}` : name, base).href;
}

/**
 * Points the Module Federation runtime at a remote, through its manifest; `force` drops what an
 * earlier try cached.
 */
export async function registerRemoteEntry(name: RemoteName, manifestUrl: string, force = false) {
  registerRemotes([{ name, entry: await remoteEntryOf(manifestUrl) }], { force });
}

/** A remote's single-spa lifecycles: its definition, the default export of its one exposed module. */
export function loadRemoteLifecycles(name: RemoteName): Promise<LifeCycles> {
  return loadExposed<LifeCycles>(name);
}

/** A remote's whole definition: its lifecycles, and the widgets a page may mount. */
export function loadRemoteDefinition(name: RemoteName): Promise<Remote> {
  return loadExposed<Remote>(name);
}

async function loadExposed<T>(name: RemoteName): Promise<T> {
  const exposed = await loadRemote<{ default?: T }>(`${name}/${REMOTE_MODULE.slice(2)}`);
  if (!exposed?.default) throw new Error(`${name} exposes no ${REMOTE_MODULE} module`);
  return exposed.default;
}
