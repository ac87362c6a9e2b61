import { randomBytes } from 'node:crypto';
import { sha256 } from '../../platform/auth/tokens.js';
import { hasUser, type Context } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import { toIso } from '../../platform/db/values.js';
import { Invalid, NotFound } from '../../platform/errors.js';
import { apiKeyOf } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { insertSession } from '../../platform/sessions/sessions.js';
import * as company from '../company/index.js';
import { findAccountByEmail, findAccountById, listCompanyUsers } from '../people/index.js';
import { attachSession, claimToken, findTokenByHash, findTokenBySessionHash } from './platform-repository.js';
import { embedTokensTable, type EmbedTokenRow } from './tables.js';

export const EMBED_WIDGETS = ['statement', 'dashboard'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

/** How long a minted token may wait for its exchange. */
export const EMBED_TOKEN_TTL_SECONDS = 300;
/** How long the frame's session lasts (then the frame says `accrue:session-expired`). */
export const EMBED_SESSION_TTL_SECONDS = 1800;
/** Embed tokens and frame bearers start with these, so they are told apart without a lookup. */
export const EMBED_TOKEN_PREFIX = 'accrue-embed-token.';
export const EMBED_SESSION_PREFIX = 'accrue-embed-session.';

/** Why an exchange is refused (401, with this `code`): nothing changes. */
export const EMBED_ERRORS = {
  EMBED_TOKEN_INVALID: 'This embed token is not valid.',
  EMBED_TOKEN_EXPIRED: 'This embed token has expired.',
  EMBED_TOKEN_USED: 'This embed token has already been used.',
  EMBED_TOKEN_FOREIGN: 'This embed token was minted for another site.',
} as const;
export type EmbedErrorCode = keyof typeof EMBED_ERRORS;

function refused(code: EmbedErrorCode): HttpError {
  return new HttpError(401, EMBED_ERRORS[code], { code });
}

export interface MintInput {
  widget: EmbedWidget;
  userId?: number;
  email?: string;
  externalId?: string;
  statementId?: number;
  origin?: string;
}

/** The user a token is minted for, in the caller's company only (another company's: 404). */
async function userOf(context: Context, input: MintInput): Promise<{ id: number }> {
  const named = [input.userId, input.email, input.externalId].filter((v) => v !== undefined).length;
  if (named !== 1)
    throw new Invalid([
      { field: 'userId', message: 'Name the user by exactly one of userId, email or externalId.' },
    ]);
  let found: { id: number; companyId: number } | null | undefined;
  if (input.userId !== undefined) found = await findAccountById(context.tenant.db, input.userId);
  else if (input.email !== undefined) found = await findAccountByEmail(context.tenant.db, input.email);
  else found = (await listCompanyUsers(context.tenant)).find((u) => u.externalId === input.externalId);
  if (!found || found.companyId !== context.companyId) throw new NotFound('User not found.');
  return found;
}

/** An origin as browsers send it (scheme://host[:port]), or null. */
export function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Mints a token for one user of the caller's company and one widget (issue #14 point 1). Only its
 * SHA-256 is stored; the token is answered once.
 */
export async function mintEmbedToken(context: Context, input: MintInput): Promise<MintedToken> {
  // A company's server mints tokens, with its API key: a person's session never does (an
  // employee would otherwise open a frame as a colleague).
  if (context.kind !== 'apiKey')
    throw new HttpError(403, 'Embed tokens are minted with a company API key.', {
      code: 'EMBED_NEEDS_API_KEY',
    });
  const user = await userOf(context, input);
  const origin = input.origin === undefined ? null : await embedOriginOf(context, input.origin);
  return insertToken(context, {
    userId: user.id,
    widget: input.widget,
    statementId: input.statementId,
    origin,
  });
}

/**
 * Mints a token for the signed-in person themself (issue #14 point 2): the `/auth/iframe` pop-up
 * signs in on the product's origin and hands it to the frame. Only for a person's own session, not
 * an API key's (whose server mints with `mintEmbedToken`), nor while impersonating (the frame would
 * outlive the impersonation as the other user); always bound to the host origin.
 */
export async function mintOwnEmbedToken(
  context: Context,
  input: { widget: EmbedWidget; origin: string },
): Promise<MintedToken> {
  if (context.kind !== 'user' || !hasUser(context))
    throw new HttpError(403, 'An API key mints embed tokens with POST /embed/tokens.', {
      code: 'EMBED_NEEDS_PERSON',
    });
  if (context.impersonating)
    throw new HttpError(403, 'An embedded frame cannot be connected while impersonating.', {
      code: 'EMBED_IMPERSONATING',
    });
  const origin = await embedOriginOf(context, input.origin);
  return insertToken(context, { userId: context.userId, widget: input.widget, origin });
}

/** The host origin, normalised, when it is one of the caller company's embed origins (else 422). */
async function embedOriginOf(context: Context, value: string): Promise<string> {
  const origin = normalOrigin(value);
  const allowed = await company.allowedEmbedOriginsOf(context.tenant.db, context.companyId);
  if (!origin || !allowed.includes(origin))
    throw new Invalid([{ field: 'origin', message: 'This origin is not one of the company embed origins.' }]);
  return origin;
}

type MintedToken = { token: string; jti: string; expiresAt: string; widget: EmbedWidget; userId: number };

/** Stores a new token's hash for one user and widget; the token itself is answered once. */
async function insertToken(
  context: Context,
  target: { userId: number; widget: EmbedWidget; statementId?: number | undefined; origin: string | null },
): Promise<MintedToken> {
  const jti = randomBytes(12).toString('base64url');
  const token = `${EMBED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EMBED_TOKEN_TTL_SECONDS * 1000);
  const apiKey = apiKeyOf(context);
  await context.tenant.insert(embedTokensTable, {
    jti,
    tokenHash: sha256(token),
    userId: target.userId,
    widget: target.widget,
    statementId: target.statementId ?? null,
    origin: target.origin,
    apiKeyId: apiKey?.id ?? null,
    createdAt: now,
    expiresAt,
    usedAt: null,
    sessionId: null,
    sessionHash: null,
  });
  return { token, jti, expiresAt: expiresAt.toISOString(), widget: target.widget, userId: target.userId };
}

export interface EmbedSession {
  accessToken: string;
  expiresIn: number;
  expiresAt: string;
  widget: EmbedWidget;
  userId: number;
  statementId: number | null;
  language: string;
}

/**
 * Exchanges a token, exactly once, for a frame session: the token is marked used in one UPDATE
 * that only a live, unused token matches, so two exchanges racing get one session between them.
 * A refused exchange changes nothing.
 */
export async function exchangeEmbedToken(
  db: Database,
  input: { token: string; origin?: string },
  now = new Date(),
): Promise<EmbedSession> {
  if (!input.token.startsWith(EMBED_TOKEN_PREFIX)) throw refused('EMBED_TOKEN_INVALID');
  const row = await findTokenByHash(db, sha256(input.token));
  if (!row) throw refused('EMBED_TOKEN_INVALID');
  if (row.usedAt !== null) throw refused('EMBED_TOKEN_USED');
  if (new Date(toIso(row.expiresAt)!).getTime() <= now.getTime()) throw refused('EMBED_TOKEN_EXPIRED');
  if (row.origin !== null && (input.origin === undefined || normalOrigin(input.origin) !== row.origin))
    throw refused('EMBED_TOKEN_FOREIGN');
  // The frame names the page that framed it: that page must be one of the company's embed origins.
  if (input.origin !== undefined) {
    const origin = normalOrigin(input.origin);
    const allowed = await company.allowedEmbedOriginsOf(db, Number(row.companyId));
    if (origin === null || !allowed.includes(origin)) throw refused('EMBED_TOKEN_FOREIGN');
  }
  const user = await findAccountById(db, Number(row.userId));
  if (!user || user.companyId !== Number(row.companyId)) throw refused('EMBED_TOKEN_INVALID');

  if (!(await claimToken(db, Number(row.id), now))) throw refused('EMBED_TOKEN_USED');

  const expiresAt = new Date(now.getTime() + EMBED_SESSION_TTL_SECONDS * 1000);
  // A session row of its own (revoked with the user's sessions, e.g. on deactivation), whose
  // cookie token is never handed out: the frame's bearer opens it only through this module.
  const session = await insertSession(db, {
    tokenHash: sha256(randomBytes(32).toString('base64url')),
    userId: user.id,
    expiresAt,
  });
  const accessToken = `${EMBED_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
  await attachSession(db, Number(row.id), { sessionId: session.id, sessionHash: sha256(accessToken) });
  return {
    accessToken,
    expiresIn: EMBED_SESSION_TTL_SECONDS,
    expiresAt: expiresAt.toISOString(),
    widget: row.widget as EmbedWidget,
    userId: user.id,
    statementId: row.statementId === null ? null : Number(row.statementId),
    language: user.language,
  };
}

/** The frame session a bearer opens: its session id, user and widget; null when unknown. */
export async function findEmbedSession(
  db: Database,
  bearer: string,
): Promise<Pick<EmbedTokenRow, 'sessionId' | 'userId' | 'companyId' | 'widget'> | null> {
  const row = await findTokenBySessionHash(db, sha256(bearer));
  if (!row || row.sessionId === null) return null;
  return {
    sessionId: Number(row.sessionId),
    userId: Number(row.userId),
    companyId: Number(row.companyId),
    widget: row.widget,
  };
}
