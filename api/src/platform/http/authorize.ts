import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';
import {
  hasPermission,
  hasPlatformPermission,
  PERMISSIONS,
  PLATFORM_PERMISSIONS,
  type Permission,
  type PlatformPermission,
} from '@accrue/access';
import { hasUser, type Context, type UserContext } from '../context.js';
import { recordSecurityEvent } from '../audit/security-log.js';
import { IMPERSONATION_MESSAGE } from '../errors.js';
import { HttpError } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    context?: Context;
  }
}

/** Turns a bearer (an access token or a company API key) into the caller's context; null if invalid. */
export interface ContextResolver {
  fromBearer(bearer: string): Promise<Context | null>;
}

/** The extensions an operation of openapi.yaml uses to declare its access rule. */
export interface AccessRule {
  /** A permission of the matrix, a platform permission, or AUTHENTICATED (any signed-in caller). */
  'x-permission'?: string;
  /** The call needs a user (a company API key is refused). */
  'x-requires-user'?: boolean;
  /** A mutating call still allowed while impersonating (ending impersonation, signing out). */
  'x-allowed-while-impersonating'?: boolean;
  /**
   * The scope (or any of the scopes) a company API key needs for this call. Undeclared: `read` for
   * GET, `admin` for anything else. The `admin` scope satisfies every call that allows keys.
   */
  'x-api-key-scope'?: ApiKeyScope | ApiKeyScope[];
}

/** What a company API key may be allowed to do (issue 9): each operation names the one it needs. */
export const API_KEY_SCOPES = ['read', 'statements', 'data:push', 'embed', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A company API key's part of a context: which key, and what it may do. */
export interface ApiKeyCaller {
  id: number;
  scopes: readonly ApiKeyScope[];
  /** This call stamped the key's last use (at most once a minute per key): the use is then logged. */
  stampedUse: boolean;
}

const apiKeyCallers = new WeakMap<Context, ApiKeyCaller>();

/** Ties a key to the context resolved from it (the resolver of API keys calls this). */
export function bindApiKey(context: Context, key: ApiKeyCaller): Context {
  apiKeyCallers.set(context, key);
  return context;
}

/** The key a context was resolved from; undefined for a user. */
export function apiKeyOf(context: Context): ApiKeyCaller | undefined {
  return apiKeyCallers.get(context);
}

/** The scopes of which a key needs one for the operation. */
export function requiredApiKeyScopes(operation: AccessRule, method: string): ApiKeyScope[] {
  const declared = operation['x-api-key-scope'];
  if (declared !== undefined) return Array.isArray(declared) ? declared : [declared];
  return ['GET', 'HEAD'].includes(method.toUpperCase()) ? ['read'] : ['admin'];
}

type Operation = OpenAPIV3.OperationObject & AccessRule;

function operationOf(req: Request): Operation | undefined {
  return (req as Request & { openapi?: { schema?: Operation } }).openapi?.schema;
}

export function isPublic(
  operation: Pick<OpenAPIV3.OperationObject, 'security'>,
  globalSecurity: OpenAPIV3.SecurityRequirementObject[] | undefined,
): boolean {
  const security = operation.security ?? globalSecurity ?? [];
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
}

function bearerOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

const API_KEY_REFUSED = 'This call needs a signed-in user, not an API key.';

/**
 * Authentication and authorization of every operation, from openapi.yaml: an operation with a
 * security requirement needs a valid bearer, and its `x-permission` is checked on the server
 * against the shared permission matrix. While impersonating, every mutating call answers 403,
 * except those marked `x-allowed-while-impersonating`. Record-level reach is the services' part
 * (through `context.reach`).
 */
export function authorize(
  resolver: ContextResolver,
  globalSecurity: OpenAPIV3.SecurityRequirementObject[] | undefined,
): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const operation = operationOf(req);
    if (!operation || isPublic(operation, globalSecurity)) return next();
    void (async () => {
      const bearer = bearerOf(req);
      if (!bearer) throw new HttpError(401, 'Authentication required.');
      const context = await resolver.fromBearer(bearer);
      if (!context) throw new HttpError(401, 'Invalid or expired token.');
      req.context = context;
      if (context.kind === 'apiKey') await recordApiKeyUse(req, operation, context);

      const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
      if (context.impersonating && mutating && operation['x-allowed-while-impersonating'] !== true)
        throw new HttpError(403, IMPERSONATION_MESSAGE);
      if (operation['x-requires-user'] && !hasUser(context)) throw new HttpError(403, API_KEY_REFUSED);
      if (context.kind === 'apiKey') checkApiKeyScope(req, operation, context);

      const permission = operation['x-permission'];
      if (!permission)
        throw new HttpError(500, `Operation ${operation.operationId} declares no x-permission`);
      const subject = { ...context.subject, impersonating: false };
      const allowed =
        permission === 'AUTHENTICATED' ||
        (PERMISSIONS.includes(permission as Permission) &&
          hasPermission(subject, permission as Permission)) ||
        (PLATFORM_PERMISSIONS.includes(permission as PlatformPermission) &&
          hasPlatformPermission(subject, permission as PlatformPermission));
      if (!allowed) throw new HttpError(403, 'You do not have the permission to do this.');
    })().then(() => next(), next);
  };
}

/**
 * A key's use is logged here, where the request (client address, operation) is known, on the calls
 * that stamped its last use (at most once a minute per key), before any refusal: a refused call is
 * a use too.
 */
async function recordApiKeyUse(req: Request, operation: Operation, context: Context): Promise<void> {
  const key = apiKeyOf(context);
  if (!key?.stampedUse) return;
  await recordSecurityEvent(context.tenant.db, {
    type: 'api-key.used',
    companyId: context.companyId,
    apiKeyId: key.id,
    request: req,
    detail: { operationId: operation.operationId },
  });
}

/** A key calls only what its scopes allow. */
function checkApiKeyScope(req: Request, operation: Operation, context: Context): void {
  const key = apiKeyOf(context);
  // A key context without its key (a resolver that forgot to bind it) may do nothing.
  if (!key) throw new HttpError(403, 'This API key has no scopes.');
  const needed = requiredApiKeyScopes(operation, req.method);
  if (!key.scopes.some((scope) => scope === 'admin' || needed.includes(scope)))
    throw new HttpError(
      403,
      `This API key does not have the scope this call needs (${needed.join(' or ')}).`,
    );
}

/** The caller's context; routes behind a security requirement always have one. */
export function contextOf(req: Pick<Request, 'context'>): Context {
  if (!req.context) throw new HttpError(401, 'Authentication required.');
  return req.context;
}

/** The caller's context on a call that needs a user (`x-requires-user`). */
export function userContextOf(req: Pick<Request, 'context'>): UserContext {
  const context = contextOf(req);
  if (!hasUser(context)) throw new HttpError(403, API_KEY_REFUSED);
  return context;
}
