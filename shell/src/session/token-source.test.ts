import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardTokenFromAddress, LEGACY_STORED_TOKEN_KEY, TokenSource } from './token-source';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('TokenSource', () => {
  it('renews once for concurrent callers and reuses the token until shortly before expiry', async () => {
    let now = 1_000_000;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ accessToken: `t${now}`, tokenType: 'Bearer', expiresIn: 300 }),
      );
    const source = new TokenSource('/api/auth/token', () => now);
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
    expect(await new TokenSource('/t').get()).toBeNull();
  });

  it('never uses nor keeps a token passed in the address: it only removes it from there', async () => {
    window.history.replaceState(null, '', '/statements?token=stranger&tab=1#top');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ accessToken: 'mine', tokenType: 'Bearer', expiresIn: 300 }));
    discardTokenFromAddress();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/statements?tab=1#top',
    );
    expect(await new TokenSource('/t').get()).toBe('mine');
    expect(fetch).toHaveBeenCalledOnce();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('deletes a token an earlier version stored, and leaves an address without one as it is', () => {
    window.localStorage.setItem(LEGACY_STORED_TOKEN_KEY, 'old');
    window.history.replaceState({ kept: true }, '', '/plans?x=1');
    discardTokenFromAddress();
    expect(window.localStorage.getItem(LEGACY_STORED_TOKEN_KEY)).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/plans?x=1');
    expect(window.history.state).toEqual({ kept: true });
  });
});
