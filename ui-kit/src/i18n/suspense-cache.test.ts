import { describe, expect, it } from 'vitest';
import { SuspenseCache } from './suspense-cache';

describe('SuspenseCache', () => {
  it('gives every caller the same download, marked fulfilled with its value once it settles', async () => {
    const cache = new SuspenseCache<object, string, number>();
    const key = {};
    let loads = 0;
    const load = async () => ++loads;
    const first = cache.get(key, 'en', load);
    expect(first.status).toBe('pending');
    expect(cache.settled(key, 'en')).toBeUndefined();
    expect(cache.get(key, 'en', load)).toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(cache.settled(key, 'en')).toBe(1);
    expect(await cache.get(key, 'fr', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    const cache = new SuspenseCache<object, null, string>();
    const key = {};
    await expect(cache.get(key, null, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await cache.get(key, null, async () => 'back online')).toBe('back online');
  });
});
