import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_TOKEN_KEY, TokenSource } from './token-source';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('TokenSource', () => {
  it('renews once for concurrent callers and reuses the token until shortly before expiry', async () => {
    let now = 1_000_000;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ accessToken: `t${now}`, tokenType: 'Bearer', expiresIn: 300 }),
      );
    const source = new TokenSource('/api/auth/token', memoryStorage(), () => now);
    expect(await Promise.all([source.get(), source.get()])).toEqual(['t1000000', 't1000000']);
    expect(fetch).toHaveBeenCalledOnce();
    now += 200_000;
    expect(await source.get()).toBe('t1000000');
    now += 80_000; // within the 30 s margin of the 300 s lifetime
    expect(await source.get()).toBe('t1280000');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers null without a session', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    expect(await new TokenSource('/t', memoryStorage()).get()).toBeNull();
  });

  it('prefers a token passed in the address, which it removes from the address', async () => {
    window.history.replaceState(null, '', '/statements?token=abc&tab=1');
    const storage = memoryStorage();
    const source = new TokenSource('/t', storage);
    source.adoptTokenFromAddress();
    expect(window.location.pathname + window.location.search).toBe('/statements?tab=1');
    expect(storage.getItem(STORED_TOKEN_KEY)).toBe('abc');
    expect(await source.get()).toBe('abc');
    source.clear();
    expect(storage.getItem(STORED_TOKEN_KEY)).toBeNull();
  });
});
