import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

/** An import that fails the first time (offline), then succeeds. */
function offlineOnce() {
  const module = { name: 'control' };
  const importer = vi
    .fn<() => Promise<typeof module>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(module);
  return { module, importer };
}

describe('loadOnce', () => {
  it('downloads once: concurrent and later calls share the one promise and module', async () => {
    const module = { name: 'control' };
    const importer = vi.fn(() => Promise.resolve(module));
    const control = loadOnce(importer);
    expect(control.loaded()).toBeUndefined();

    const first = control.load();
    const second = control.load();
    expect(second).toBe(first);
    expect(await first).toBe(module);
    expect(control.loaded()).toBe(module);
    expect(await control.load()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call', async () => {
    const { module, importer } = offlineOnce();
    const control = loadOnce(importer);

    await expect(control.load()).rejects.toThrow('offline');
    expect(control.loaded()).toBeUndefined();
    expect(await control.load()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloads without an unhandled rejection, leaving a failure to the next load', async () => {
    const { module, importer } = offlineOnce();
    const control = loadOnce(importer);

    control.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve)); // the failure is settled
    await expect(control.load()).resolves.toBe(module);
  });
});
