import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (api/src or api/dist are two levels below it). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every setting of the API comes from an environment variable, each documented in the README with
 * its default. Defaults give the embedded product: SQLite under ./data, one port.
 */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** `mysql://user:pass@host:3306/db` for MySQL/MariaDB; unset means embedded SQLite. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the built front ends live (the shell's and each remote's dist folders). */
  frontendDir: string;
  /** Overrides the remotes.json the shell boots from (a deploy changes this one pointer). */
  remotesJson: string | undefined;
  logRequests: boolean;
  /** The origin browsers reach the API on (issuer of the bundled provider, sign-in callback, token issuer). */
  publicUrl: string;
  /** Create the demo companies and accounts on an empty database. */
  demoData: boolean;
  /** An external OpenID provider; unset mounts the bundled development provider under /oidc. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Lifetime of a bearer access token, in seconds. */
  accessTokenTtl: number;
  /** Lifetime of a sign-in session (the cookie that renews access tokens), in seconds. */
  sessionTtl: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    frontendDir: path.resolve(env.FRONTEND_DIR ?? REPO_ROOT),
    remotesJson: env.REMOTES_JSON ? path.resolve(env.REMOTES_JSON) : undefined,
    logRequests: env.LOG_REQUESTS === 'true',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    demoData: env.DEMO_DATA !== 'false',
    oidc: oidcConfig(env),
    accessTokenTtl: positiveInteger(env, 'ACCESS_TOKEN_TTL', 300),
    sessionTtl: positiveInteger(env, 'SESSION_TTL', 12 * 3600),
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

function oidcConfig(env: NodeJS.ProcessEnv): Config['oidc'] {
  if (!env.OIDC_ISSUER) return undefined;
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  return {
    issuer: env.OIDC_ISSUER.replace(/\/+$/, ''),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
  };
}
