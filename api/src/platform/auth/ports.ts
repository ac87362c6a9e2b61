import type { Request } from 'express';
import type { JWTPayload } from 'jose';
import type { Session } from '../sessions/sessions.js';

/**
 * What sign-in needs from the rest of the API. Accounts are people (the people module owns the
 * users table), but the platform never imports a module: `app.ts` hands these in.
 */
export interface SignInAccount {
  id: number;
  /** The account's company, for the security log. */
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  passwordHash: string | null;
}

/** Looks up accounts across companies, for the bundled identity provider. */
export interface AccountDirectory {
  byEmail(email: string): Promise<SignInAccount | null>;
  byId(id: number): Promise<SignInAccount | null>;
}

/** Turns a verified ID token into a session, and a session into access tokens. */
export interface SignInFlow {
  /** `request` (client address, user agent) goes to the security log with the outcome. */
  signIn(
    claims: JWTPayload,
    request?: Pick<Request, 'ip' | 'headers'>,
  ): Promise<{ ok: true; sessionToken: string } | { ok: false; message: string }>;
  /** Records a callback refused before any account was looked up (`sign-in.failed`). */
  signInFailed(message: string, request?: Pick<Request, 'ip' | 'headers'>): Promise<void>;
  sessionFromCookie(token: string | undefined): Promise<Session | null>;
  accessToken(session: Session): Promise<{ accessToken: string; tokenType: 'Bearer'; expiresIn: number }>;
  logout(
    cookieToken: string | undefined,
    bearer: string | undefined,
    request?: Pick<Request, 'ip' | 'headers'>,
  ): Promise<void>;
}
