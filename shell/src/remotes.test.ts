import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteEntryOf } from './remotes';

const manifest = (publicPath: string, path = '') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path, type: 'global' } },
});

function serve(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('remoteEntryOf', () => {
  it("finds a remote's entry beside its manifest when its public path is resolved at run time", async () => {
    const fetch = serve(manifest('auto'));
    expect(await remoteEntryOf('/remotes/mfe-plans-v2/mf-manifest.json')).toBe(
      `${window.location.origin}/remotes/mfe-plans-v2/remoteEntry.js`,
    );
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      `${window.location.origin}/remotes/mfe-plans-v2/mf-manifest.json`,
    );
  });

  it('follows the public path and folder the manifest names', async () => {
    serve(manifest('https://cdn.example.com/plans/', 'js'));
    expect(await remoteEntryOf('https://other.example.com/mf-manifest.json')).toBe(
      'https://cdn.example.com/plans/js/remoteEntry.js',
    );
  });

  it('fails with the address when the manifest cannot be read', async () => {
    serve({}, 404);
    await expect(remoteEntryOf('https://cdn.example.com/missing/mf-manifest.json')).rejects.toThrow(
      'https://cdn.example.com/missing/mf-manifest.json answered 404',
    );
  });
});
