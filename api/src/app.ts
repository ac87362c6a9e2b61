import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import { parse } from 'yaml';
import type { Config } from './config.js';
import { createDevProvider, type DevProvider } from './platform/auth/dev-provider.js';
import { OidcClient } from './platform/auth/oidc-client.js';
import type { SignInLimits } from './platform/auth/sign-in-limits.js';
import { AccessTokens } from './platform/auth/tokens.js';
import { auditRoutes } from './modules/audit/index.js';
import { threadRoutes } from './modules/threads/index.js';
import { planAgreementRoutes } from './modules/plan-agreements/index.js';
import { backofficeRoutes } from './modules/backoffice/index.js';
import { companyRoutes, listAllowedEmbedOrigins } from './modules/company/index.js';
import { dataRoutes } from './modules/data/index.js';
import { embedGuard, EmbedAwareResolver, embedPages, embedRoutes } from './modules/embed/index.js';
import { NotificationService, notificationRoutes } from './modules/notifications/index.js';
import { hasForecastedPlans, planRoutes } from './modules/plans/index.js';
import { statementRoutes } from './modules/statements/index.js';
import {
  CallerResolver,
  findAccountByEmail,
  findAccountById,
  avatarRoutes,
  invitationRoutes,
  peopleRoutes,
  SignInService,
} from './modules/people/index.js';
import type { Database } from './platform/db/database.js';
import { EventHub } from './platform/events.js';
import { createMailer } from './platform/mail.js';
import { healthRoutes } from './platform/health/health.js';
import { authorize } from './platform/http/authorize.js';
import { jsonBodies } from './platform/http/body.js';
import { errorHandler, HttpError } from './platform/http/errors.js';
import { rateLimit } from './platform/http/rate-limit.js';
import { requestLog } from './platform/http/request-log.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { contractValidation } from './platform/http/validation.js';
import { openBlobStore, type BlobStore } from './platform/storage/index.js';
import { authRoutes } from './platform/auth/routes.js';
import { frontendRoutes, remoteOrigins } from './static/frontend.js';
import { apiDocsRoutes } from './static/api-docs.js';

export const OPENAPI_SPEC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

export interface AppOptions {
  config: Config;
  db: Database;
  /** Validate responses against openapi.yaml too (on in tests, so the contract cannot drift). */
  validateResponses?: boolean;
  /** The bundled provider's failed sign-in limits (tests pass a short window). */
  signInLimits?: SignInLimits;
}

/** What the app is built from, for server-side callers (e.g. other services creating notifications) and tests. */
export interface Platform {
  hub: EventHub;
  notifications: NotificationService;
  tokens: AccessTokens;
  oidc: OidcClient;
  /** The bundled identity provider, when no OIDC_ISSUER is configured. */
  devProvider: DevProvider | undefined;
  /** Files kept outside the database (avatars): under DATA_DIR, or in the S3_BUCKET. */
  blobs: BlobStore;
}

export function platformOf(app: Express): Platform {
  return app.locals.platform as Platform;
}

/**
 * The HTTP application: openapi.yaml's operation → authorization (bearer + x-permission) → rate
 * limit → body → validator → each module's thin routes → its services → its repositories (through
 * the tenancy layer). Everything under /api is described in openapi.yaml; a request the contract
 * does not allow never reaches a route. The bundled identity provider (when used) lives under
 * /oidc, mounted before the front ends' fallback.
 */
export function createApp({ config, db, validateResponses = false, signInLimits }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // No digest of every answer's body as its ETag: API answers are not kept by browsers (no-store),
  // pages carry a new nonce each time, and files have their own validators. Versioned objects set
  // their version as their ETag themselves.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  if (config.logRequests) app.use(requestLog());
  app.use(
    securityHeaders({
      config,
      allowedOrigins: () => listAllowedEmbedOrigins(db),
      remoteOrigins: () => remoteOrigins(config),
    }),
  );

  const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as { security?: [] };
  const hub = new EventHub();
  const notifications = new NotificationService(hub);
  const tokens = AccessTokens.fromConfig(config);
  const signIn = new SignInService(db, config, tokens);
  const callbackUrl = `${config.publicUrl}/api/auth/callback`;
  const devProvider = config.oidc
    ? undefined
    : createDevProvider({
        db,
        signInLimits,
        accounts: {
          byEmail: (email) => findAccountByEmail(db, email),
          byId: (id) => findAccountById(db, id),
        },
        publicUrl: config.publicUrl,
        redirectUri: callbackUrl,
      });
  const oidc = new OidcClient(db, { ...(config.oidc ?? devProvider!), callbackUrl });
  const blobs = openBlobStore(config.blobStore);
  app.locals.platform = { hub, notifications, tokens, oidc, devProvider, blobs } satisfies Platform;

  const api = express.Router();
  // Match the operation, authenticate and authorize it, count it against the caller's rate, and
  // only then read the body and validate: an anonymous caller gets 401 before any body is parsed.
  const contract = contractValidation({ apiSpec: OPENAPI_SPEC, validateResponses });
  api.use(contract.match);
  api.use(authorize(new EmbedAwareResolver(db, new CallerResolver(db, tokens)), spec.security));
  api.use(embedGuard());
  api.use(rateLimit({ perMinute: config.rateLimitPerMinute }));
  api.use(jsonBodies());
  api.use(contract.validate);
  api.use(healthRoutes(db));
  api.use(authRoutes(config, oidc, signIn));
  api.use(avatarRoutes(db, blobs));
  api.use(peopleRoutes({ mailer: createMailer(config), publicUrl: config.publicUrl }));
  api.use(companyRoutes({ hasForecastedPlans }));
  api.use(
    dataRoutes({
      dir: path.join(config.dataDir, 'imports'),
      limitBytes: config.importFileLimitMb * 1024 * 1024,
    }),
  );
  api.use(notificationRoutes(notifications, hub, { maxStreamsPerUser: config.maxStreamsPerUser }));
  api.use(backofficeRoutes());
  api.use(statementRoutes(notifications));
  api.use(threadRoutes(notifications));
  api.use(planRoutes());
  api.use(planAgreementRoutes(notifications));
  api.use(embedRoutes(db));
  api.use(auditRoutes());
  api.use((req) => {
    throw new HttpError(404, `Cannot ${req.method} ${req.baseUrl}${req.path}`);
  });
  api.use(errorHandler);
  app.use(apiDocsRoutes());
  app.use('/api', api);

  // The one-time invitation links (a page outside /api, like the bundled provider's).
  app.use(invitationRoutes(db));
  if (devProvider) app.use(devProvider.router);
  app.use(embedPages({ config, db }));
  if (config.production) app.use(frontendRoutes(config));
  app.use(errorHandler);
  return app;
}
