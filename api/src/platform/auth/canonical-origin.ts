import type { Request } from 'express';
import type { Config } from '../../config.js';

/**
 * Where a sign-in started on another loopback name of the default PUBLIC_URL must go first: the
 * same path and query on `publicUrl` (e.g. `http://127.0.0.1:8080/api/auth/login?returnTo=/plans`
 * → `http://localhost:8080/api/auth/login?returnTo=/plans`), so the whole sign-in, the session
 * cookie and the page the user lands on share one origin with the provider's issuer. Undefined
 * for every other request.
 *
 * Only the exact Host headers listed in `publicUrlAliases` (127.0.0.1 and [::1] on the configured
 * port, and only when PUBLIC_URL is not set) move anything, and the target is always the
 * configured origin: the Host header never chooses where a browser is sent.
 */
export function canonicalSignInUrl(
  config: Pick<Config, 'publicUrl' | 'publicUrlAliases'>,
  req: Pick<Request, 'headers' | 'originalUrl'>,
): string | undefined {
  const host = req.headers.host?.toLowerCase();
  if (!host || !config.publicUrlAliases.includes(host)) return undefined;
  // Only the path and query are kept (a request line may carry an absolute URL).
  const { pathname, search } = new URL(req.originalUrl, 'http://request.invalid');
  return `${config.publicUrl}${pathname}${search}`;
}
