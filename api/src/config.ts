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
  /**
   * Host headers that are other loopback names of the default PUBLIC_URL (`127.0.0.1:PORT`,
   * `[::1]:PORT`): a sign-in started on one of them first moves to `publicUrl`, so the session
   * cookie and the bundled provider's issuer stay on one origin. Empty when PUBLIC_URL is set.
   */
  publicUrlAliases: string[];
  /**
   * Create the demo companies and accounts on an empty database: on by default for the embedded
   * quick start, off by default as soon as DATABASE_URL or OIDC_ISSUER makes it a deployment.
   */
  demoData: boolean;
  /** An external OpenID provider; unset mounts the bundled identity provider under /oidc. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /**
   * The bundled identity provider is mounted (always exactly when `oidc` is unset: loadConfig
   * refuses a configuration with neither or both).
   */
  bundledSignIn: boolean;
  /**
   * Keys of the access tokens from ACCESS_TOKEN_SECRET / ACCESS_TOKEN_PREVIOUS_SECRETS; without
   * a current one, a key file under DATA_DIR is used (created on first start).
   */
  accessTokenSecrets: { current: Uint8Array | undefined; previous: Uint8Array[] };
  /** Strict-Transport-Security is sent only when PUBLIC_URL is https. */
  https: boolean;
  /** The UI kit's Storybook under /storybook/ of a production start (off unless asked for). */
  serveStorybook: boolean;
  /** Lifetime of a bearer access token, in seconds. */
  accessTokenTtl: number;
  /** Lifetime of a sign-in session (the cookie that renews access tokens), in seconds. */
  sessionTtl: number;
  /** An SMTP server for outgoing mail (`smtp://user:pass@host:587`); unset keeps messages in an outbox. */
  smtpUrl: string | undefined;
  /** The sender of outgoing mail. */
  mailFrom: string;
  /** Requests per minute on /api per signed-in person and per API key (429 beyond). */
  rateLimitPerMinute: number;
  /** Open real-time streams (GET /api/events) per person; one more closes the oldest. */
  maxStreamsPerUser: number;
}

/** A configuration loadConfig refuses, with what to set instead (start-up prints it and exits). */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const oidc = oidcConfig(env);
  // A database or an identity provider of its own makes this a deployment: nothing with a known
  // password (demo accounts, a provider nobody chose) is created or mounted unless asked for.
  const deployment = Boolean(env.DATABASE_URL || env.OIDC_ISSUER);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    frontendDir: path.resolve(env.FRONTEND_DIR ?? REPO_ROOT),
    remotesJson: env.REMOTES_JSON ? path.resolve(env.REMOTES_JSON) : undefined,
    logRequests: env.LOG_REQUESTS === 'true',
    publicUrl,
    publicUrlAliases: env.PUBLIC_URL ? [] : loopbackAliases(port),
    demoData: flag(env, 'DEMO_DATA') ?? !deployment,
    oidc,
    bundledSignIn: bundledSignIn(env, oidc),
    accessTokenSecrets: {
      current: env.ACCESS_TOKEN_SECRET
        ? secretKey('ACCESS_TOKEN_SECRET', env.ACCESS_TOKEN_SECRET)
        : undefined,
      previous: (env.ACCESS_TOKEN_PREVIOUS_SECRETS ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) => secretKey('ACCESS_TOKEN_PREVIOUS_SECRETS', value)),
    },
    accessTokenTtl: positiveInteger(env, 'ACCESS_TOKEN_TTL', 300),
    sessionTtl: positiveInteger(env, 'SESSION_TTL', 12 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SMTP_FROM || 'Accrue <no-reply@accrue.local>',
    rateLimitPerMinute: positiveInteger(env, 'RATE_LIMIT_PER_MINUTE', 600),
    maxStreamsPerUser: positiveInteger(env, 'MAX_EVENT_STREAMS_PER_USER', 5),
    https: publicUrl.startsWith('https://'),
    serveStorybook: flag(env, 'SERVE_STORYBOOK') ?? false,
  };
}

/** `true` / `false`, or undefined when unset; anything else is refused rather than guessed. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got ${raw}`);
}

function bundledSignIn(env: NodeJS.ProcessEnv, oidc: Config['oidc']): boolean {
  const asked = flag(env, 'BUNDLED_SIGN_IN');
  if (oidc) {
    if (asked === true)
      throw new ConfigError(
        'BUNDLED_SIGN_IN=true and OIDC_ISSUER are both set: choose one sign-in provider (unset one of them).',
      );
    return false;
  }
  if (asked === false)
    throw new ConfigError(
      'BUNDLED_SIGN_IN=false and no OIDC_ISSUER: nobody could sign in. Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for your identity provider.',
    );
  if (env.DATABASE_URL && asked !== true)
    throw new ConfigError(
      'DATABASE_URL is set but no sign-in provider is chosen. Set OIDC_ISSUER, OIDC_CLIENT_ID and ' +
        'OIDC_CLIENT_SECRET to sign in through your identity provider, or BUNDLED_SIGN_IN=true to use ' +
        'the bundled one (passwords kept by Accrue). Then create the first admin with ' +
        '`npm run create-admin -- --email you@example.com --company "Your company"`.',
    );
  return true;
}

/** An HMAC key given as base64url text: at least 32 bytes, so it cannot be guessed offline. */
function secretKey(name: string, value: string): Uint8Array {
  // The value itself never appears in a message: it is a secret.
  if (!/^[A-Za-z0-9_-]+$/.test(value))
    throw new ConfigError(`${name} must be base64url text (A-Z, a-z, 0-9, - and _, no padding)`);
  const key = Buffer.from(value, 'base64url');
  if (key.length < 32)
    throw new ConfigError(
      `${name} must hold at least 32 bytes (43 base64url characters), got ${key.length}; ` +
        "create one with: node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"",
    );
  return new Uint8Array(key);
}

/** The Host headers a browser sends for 127.0.0.1 and [::1] on a port (no port for 80). */
function loopbackAliases(port: number): string[] {
  if (port === 0) return [];
  return ['127.0.0.1', '[::1]'].flatMap((host) => (port === 80 ? [host, `${host}:80`] : [`${host}:${port}`]));
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive integer, got ${raw}`);
  return value;
}

function oidcConfig(env: NodeJS.ProcessEnv): Config['oidc'] {
  if (!env.OIDC_ISSUER) return undefined;
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
    throw new ConfigError('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  return {
    issuer: env.OIDC_ISSUER.replace(/\/+$/, ''),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
  };
}
