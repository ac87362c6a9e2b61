import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PermissionSubject } from '@accrue/access';
import type { Context } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import { Reach } from '../../platform/db/reach.js';
import type { ContextResolver } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { findSession } from '../../platform/sessions/sessions.js';
import type { CallerResolver } from '../people/index.js';
import { EMBED_SESSION_PREFIX, findEmbedSession } from './service.js';

/**
 * The only operations a frame session may call: reads of the user's own statements and home. Any
 * other call answers 403, whatever the user's role.
 */
export const EMBED_OPERATIONS: ReadonlySet<string> = new Set([
  'listMyStatements',
  'listPeriodsThatHaveStatements',
  'getStatement',
  'listStatementVersions',
  'compareStatementVersions',
  'getHomeSummary',
]);

const embedded = new WeakMap<Context, { widget: string }>();

/** Whether a context was opened by an embedded frame's bearer. */
export function isEmbedContext(context: Context | undefined): boolean {
  return context !== undefined && embedded.has(context);
}

/** An embed principal reaches its own records only: no manager, scope or platform level applies. */
const ownOnly = {
  manageesOf: () => Promise.resolve([]),
  userIdsAssignedTo: () => Promise.resolve([]),
};

/**
 * Resolves a frame's bearer (`accrue-embed-session.…`) into a restricted principal: the user's own
 * session (refused once revoked or expired, like any other), as a read-only employee (a
 * deactivated user stays one), without platform levels, admin scope or impersonation. Every other
 * bearer goes to the people module's resolver.
 */
export class EmbedAwareResolver implements ContextResolver {
  constructor(
    private readonly db: Database,
    private readonly callers: CallerResolver,
  ) {}

  async fromBearer(bearer: string): Promise<Context | null> {
    if (!bearer.startsWith(EMBED_SESSION_PREFIX)) return this.callers.fromBearer(bearer);
    const found = await findEmbedSession(this.db, bearer);
    if (!found?.sessionId) return null;
    const session = await findSession(this.db, found.sessionId);
    if (!session || session.userId !== found.userId || session.impersonatedUserId !== null) return null;
    const context = await this.callers.fromSession(session);
    if (!context || context.companyId !== found.companyId) return null;
    const subject: PermissionSubject = {
      ...context.subject,
      role: context.subject.role === 'DEACTIVATED_USER' ? 'DEACTIVATED_USER' : 'READ_ONLY_EMPLOYEE',
      platformLevels: [],
      adminScope: null,
      impersonating: false,
    };
    const restricted: Context = {
      ...context,
      impersonating: false,
      subject,
      reach: new Reach(context.tenant, subject, ownOnly),
    };
    embedded.set(restricted, { widget: found.widget });
    return restricted;
  }
}

/** Refuses every call of a frame session but the reads it exists for (after `authorize`). */
export function embedGuard(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!isEmbedContext(req.context)) return next();
    const operationId = (req as Request & { openapi?: { schema?: { operationId?: string } } }).openapi?.schema
      ?.operationId;
    if (req.method !== 'GET' || !operationId || !EMBED_OPERATIONS.has(operationId))
      return next(
        new HttpError(403, 'An embedded widget cannot make this call.', { code: 'EMBED_FORBIDDEN' }),
      );
    next();
  };
}
