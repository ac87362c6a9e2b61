import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';
import {
  hasPermission,
  hasPlatformPermission,
  PERMISSIONS,
  PLATFORM_PERMISSIONS,
  type Permission,
  type PlatformPermission,
} from '@accrue/sdk/permissions';
import type { AuthContext, AuthResolver } from '../services/auth-context.js';
import { HttpError, IMPERSONATION_MESSAGE_TEXT } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/** The extensions an operation of openapi.yaml uses to declare its access rule. */
export interface AccessRule {
  /** A permission of the matrix, a platform permission, or AUTHENTICATED (any signed-in caller). */
  'x-permission'?: string;
  /** The call needs a user (a company API key is refused). */
  'x-requires-user'?: boolean;
  /** A mutating call still allowed while impersonating (ending impersonation, signing out). */
  'x-allowed-while-impersonating'?: boolean;
}

export const IMPERSONATION_MESSAGE = IMPERSONATION_MESSAGE_TEXT;

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

/**
 * Authentication and authorization of every operation, from openapi.yaml: an operation with a
 * security requirement needs a valid bearer, and its `x-permission` is checked on the server
 * against the shared permission matrix. While impersonating, every mutating call answers 403,
 * except those marked `x-allowed-while-impersonating`.
 */
export function authorize(
  resolver: AuthResolver,
  globalSecurity: OpenAPIV3.SecurityRequirementObject[] | undefined,
): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const operation = operationOf(req);
    if (!operation || isPublic(operation, globalSecurity)) return next();
    void (async () => {
      const bearer = bearerOf(req);
      if (!bearer) throw new HttpError(401, 'Authentication required.');
      const auth = await resolver.fromBearer(bearer);
      if (!auth) throw new HttpError(401, 'Invalid or expired token.');
      req.auth = auth;

      const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
      if (auth.impersonating && mutating && operation['x-allowed-while-impersonating'] !== true)
        throw new HttpError(403, IMPERSONATION_MESSAGE);
      if (operation['x-requires-user'] && !auth.user)
        throw new HttpError(403, 'This call needs a signed-in user, not an API key.');

      const permission = operation['x-permission'];
      if (!permission)
        throw new HttpError(500, `Operation ${operation.operationId} declares no x-permission`);
      const subject = { ...auth.subject, impersonating: false };
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

/** The caller's context; routes behind a security requirement always have one. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw new HttpError(401, 'Authentication required.');
  return req.auth;
}

/** The effective user of a call that needs one. */
export function userOf(req: Request) {
  const auth = authOf(req);
  if (!auth.user) throw new HttpError(403, 'This call needs a signed-in user, not an API key.');
  return { auth, user: auth.user };
}
