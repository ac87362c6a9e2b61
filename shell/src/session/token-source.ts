/**
 * Where the front ends' bearer comes from (spec doc 1 §7): a short-lived access token renewed
 * silently from the HttpOnly session cookie, kept in memory only. Renewals are shared: concurrent
 * callers wait for the same request.
 *
 * A token in the address (`?token=…`) is never used by the standalone app: a link must not be able
 * to replace the session of whoever opens it, and a token must not sit in script-readable storage
 * or in the history. It is removed from the address and dropped. (An embedded frame will later
 * exchange such a token once, at once, for a session scoped to that frame, held by the server in
 * an HttpOnly cookie; still nothing kept where scripts can read it.)
 */

/** Where earlier versions kept an address token in localStorage; removed wherever it is found. */
export const LEGACY_STORED_TOKEN_KEY = 'accrue.token';

/** Renew this long before expiry, so a request never leaves with a token about to lapse. */
const RENEW_MARGIN_MS = 30_000;

interface AccessToken {
  accessToken: string;
  expiresIn: number;
}

/**
 * Removes `token` from the address (without a new history entry) and deletes a token an earlier
 * version stored; the value is neither kept nor used.
 */
export function discardTokenFromAddress(
  location: Location = window.location,
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): void {
  storage?.removeItem(LEGACY_STORED_TOKEN_KEY);
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export class TokenSource {
  private current: { token: string; expiresAt: number } | null = null;
  private renewing: Promise<string | null> | null = null;

  constructor(
    private readonly renewUrl = '/api/auth/token',
    private readonly now: () => number = Date.now,
  ) {}

  /** The bearer to send, or null when the browser holds no session. */
  async get(): Promise<string | null> {
    if (this.current && this.current.expiresAt - RENEW_MARGIN_MS > this.now()) return this.current.token;
    this.renewing ??= this.renew().finally(() => (this.renewing = null));
    return this.renewing;
  }

  /** Forgets the token (after a 401 or on logout). */
  clear(): void {
    this.current = null;
  }

  private async renew(): Promise<string | null> {
    const response = await fetch(this.renewUrl, { method: 'POST', credentials: 'include' });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`Token renewal answered ${response.status}`);
    const { accessToken, expiresIn } = (await response.json()) as AccessToken;
    this.current = { token: accessToken, expiresAt: this.now() + expiresIn * 1000 };
    return accessToken;
  }
}
