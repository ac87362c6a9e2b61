/**
 * Where the front ends' bearer comes from (spec doc 1 §7): a token passed in the address (stored
 * locally for direct access), or a short-lived access token renewed silently from the session
 * cookie. Renewals are shared: concurrent callers wait for the same request.
 */
export const STORED_TOKEN_KEY = 'accrue.token';

/** Renew this long before expiry, so a request never leaves with a token about to lapse. */
const RENEW_MARGIN_MS = 30_000;

interface AccessToken {
  accessToken: string;
  expiresIn: number;
}

export class TokenSource {
  private current: { token: string; expiresAt: number } | null = null;
  private renewing: Promise<string | null> | null = null;

  constructor(
    private readonly renewUrl = '/api/auth/token',
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token passed in the address (`?token=…`), keeps it, and removes it from the address. */
  adoptTokenFromAddress(location: Location = window.location): void {
    const url = new URL(location.href);
    const token = url.searchParams.get('token');
    if (!token) return;
    this.storage.setItem(STORED_TOKEN_KEY, token);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }

  /** The bearer to send, or null when the browser holds no session. */
  async get(): Promise<string | null> {
    const stored = this.storage.getItem(STORED_TOKEN_KEY);
    if (stored) return stored;
    if (this.current && this.current.expiresAt - RENEW_MARGIN_MS > this.now()) return this.current.token;
    this.renewing ??= this.renew().finally(() => (this.renewing = null));
    return this.renewing;
  }

  /** Forgets every token (after a 401 or on logout). */
  clear(): void {
    this.current = null;
    this.storage.removeItem(STORED_TOKEN_KEY);
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
