import type { Request, Response } from 'express';

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

export function setSessionCookie(
  res: Response,
  publicUrl: string,
  value: string,
  maxAgeSeconds: number,
): void {
  res.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    secure: !isLocalOrigin(publicUrl),
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, publicUrl: string): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    secure: !isLocalOrigin(publicUrl),
    sameSite: 'lax',
    path: '/',
  });
}
