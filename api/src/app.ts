import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { parse } from 'yaml';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createDevProvider, type DevProvider } from './auth/dev-provider.js';
import { OidcClient } from './auth/oidc-client.js';
import { AccessTokens } from './auth/tokens.js';
import { authorize } from './http/auth.js';
import { errorHandler, HttpError } from './http/errors.js';
import { authRoutes } from './routes/auth.js';
import { companyRoutes } from './routes/companies.js';
import { healthRoutes } from './routes/health.js';
import { notificationRoutes } from './routes/notifications.js';
import { userRoutes } from './routes/users.js';
import { AuthResolver } from './services/auth-context.js';
import { EventHub } from './services/events.js';
import { NotificationService } from './services/notification-service.js';
import { SignInService } from './services/sign-in-service.js';
import { frontendRoutes } from './static/frontend.js';

export const OPENAPI_SPEC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

export interface AppOptions {
  config: Config;
  db: Database;
  /** Validate responses against openapi.yaml too (on in tests, so the contract cannot drift). */
  validateResponses?: boolean;
}

/** What the app is built from, for server-side callers (e.g. other services creating notifications) and tests. */
export interface Platform {
  hub: EventHub;
  notifications: NotificationService;
  tokens: AccessTokens;
  oidc: OidcClient;
  /** The bundled identity provider, when no OIDC_ISSUER is configured. */
  devProvider: DevProvider | undefined;
}

export function platformOf(app: Express): Platform {
  return app.locals.platform as Platform;
}

/**
 * The HTTP application: openapi.yaml → validator → authorization (bearer + x-permission) → thin
 * routes → services. Everything under /api is described in openapi.yaml; a request the contract
 * does not allow never reaches a route. The bundled identity provider (when used) lives under
 * /oidc, mounted before the front ends' fallback.
 */
export function createApp({ config, db, validateResponses = false }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as { security?: [] };
  const hub = new EventHub();
  const notifications = new NotificationService(hub);
  const tokens = new AccessTokens(db, config.publicUrl, config.accessTokenTtl);
  const signIn = new SignInService(db, config, tokens);
  const callbackUrl = `${config.publicUrl}/api/auth/callback`;
  const devProvider = config.oidc
    ? undefined
    : createDevProvider({ db, publicUrl: config.publicUrl, redirectUri: callbackUrl });
  const oidc = new OidcClient(db, { ...(config.oidc ?? devProvider!), callbackUrl });
  app.locals.platform = { hub, notifications, tokens, oidc, devProvider } satisfies Platform;

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(
    OpenApiValidator.middleware({
      apiSpec: OPENAPI_SPEC,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses,
      validateSecurity: false,
      validateFormats: true,
      ajvFormats: { mode: 'full' },
      ignoreUndocumented: false,
    }),
  );
  api.use(authorize(new AuthResolver(db, tokens), spec.security));
  api.use(healthRoutes(db));
  api.use(authRoutes(config, oidc, signIn));
  api.use(userRoutes(db));
  api.use(companyRoutes());
  api.use(notificationRoutes(db, notifications, hub));
  api.use((req) => {
    throw new HttpError(404, `Cannot ${req.method} ${req.baseUrl}${req.path}`);
  });
  api.use(errorHandler);
  app.use('/api', api);

  if (devProvider) app.use(devProvider.router);
  if (config.production) app.use(frontendRoutes(config));
  app.use(errorHandler);
  return app;
}
