import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'accrue_session';

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Secure outside localhost (doc: HttpOnly, Secure outside localhost, SameSite). */
export function isLocalOrigin(publicUrl: string): boolean {
  const { hostname } = new URL(publicUrl);
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost')
  );
}

/** What every cookie of ours is: HttpOnly, SameSite=Lax, Secure outside localhost. */
function cookieOptions(publicUrl: string, path: string): CookieOptions {
  return { httpOnly: true, secure: !isLocalOrigin(publicUrl), sameSite: 'lax', path };
}

export function setSessionCookie(
  res: Response,
  publicUrl: string,
  value: string,
  maxAgeSeconds: number,
): void {
  res.cookie(SESSION_COOKIE, value, { ...cookieOptions(publicUrl, '/'), maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(res: Response, publicUrl: string): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(publicUrl, '/'));
}

/**
 * The login cookie: a random value set when a sign-in starts, whose SHA-256 is stored with the
 * OIDC state. Only the browser holding it can complete that sign-in, so a callback URL sent to
 * someone else signs nobody in (login CSRF). Sent only to /api/auth, for the state's lifetime.
 */
export const LOGIN_COOKIE = 'accrue_login';
const LOGIN_COOKIE_PATH = '/api/auth';
const LOGIN_COOKIE_TTL_MS = 10 * 60 * 1000;

export function setLoginCookie(res: Response, publicUrl: string, value: string): void {
  res.cookie(LOGIN_COOKIE, value, {
    ...cookieOptions(publicUrl, LOGIN_COOKIE_PATH),
    maxAge: LOGIN_COOKIE_TTL_MS,
  });
}

export function clearLoginCookie(res: Response, publicUrl: string): void {
  res.clearCookie(LOGIN_COOKIE, cookieOptions(publicUrl, LOGIN_COOKIE_PATH));
}
