import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { REMOTE_NAMES, type RemoteName, type RemotesJson } from '@accrue/federation/containers';

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

/** Points the Module Federation runtime at the remotes; `force` drops what an earlier try cached. */
export function registerRemoteEntries(remotes: RemotesJson, force = false): void {
  const base = window.location.href;
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, base).href })),
    { force },
  );
}

export async function loadRemoteLifecycles(name: RemoteName): Promise<LifeCycles> {
  const lifecycles = await loadRemote<LifeCycles>(`${name}/spa`);
  if (!lifecycles) throw new Error(`${name} exposes no ./spa module`);
  return lifecycles;
}
