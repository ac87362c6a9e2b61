import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlobStoreSettings } from './platform/storage/index.js';

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
  /**
   * Where files outside the database (avatars) are kept: an S3-compatible bucket when S3_BUCKET is
   * set, else the folder `files` under DATA_DIR.
   */
  blobStore: BlobStoreSettings;
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
  /**
   * The largest file a data import accepts, in MiB (IMPORT_FILE_LIMIT_MB, 50 by default): a file is
   * streamed to disk and read row by row, so memory does not grow with it, only the disk it waits on.
   */
  importFileLimitMb: number;
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
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    blobStore: blobStoreSettings(env, dataDir),
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
    importFileLimitMb: positiveInteger(env, 'IMPORT_FILE_LIMIT_MB', 50),
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

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * S3_BUCKET chooses a bucket; without it every other S3_* variable is refused rather than ignored
 * (a half-configured bucket would otherwise quietly keep files on the local disk, which other
 * instances do not see). The secret key never appears in a message.
 */
function blobStoreSettings(env: NodeJS.ProcessEnv, dataDir: string): BlobStoreSettings {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length)
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET ` +
          `to keep files (avatars) in that bucket, or unset ${stray.length > 1 ? 'them' : 'it'} to keep files under DATA_DIR`,
      );
    return { kind: 'files', directory: path.join(dataDir, 'files') };
  }
  // Not AWS's full naming rules (older buckets break them): enough to catch `s3://…` or `bucket/path`.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,254}$/.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must be a bucket's name alone (3 or more letters, digits, '.', '-', '_'), e.g. accrue-files; got ${bucket}`,
    );
  const endpoint = s3Endpoint(env.S3_ENDPOINT);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError(
      `${accessKeyId ? 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY' : 'S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID'}: ` +
        "set both, or neither to use the AWS SDK's own credentials (AWS_ACCESS_KEY_ID…, an instance role)",
    );
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // MinIO and most self-hosted services only answer path-style requests unless their DNS is set up
    // for virtual hosts; Amazon S3 prefers virtual hosts.
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE') ?? Boolean(endpoint),
  };
}

function s3Endpoint(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Not echoed: a mistyped value may hold a key.
    throw new ConfigError('S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(
      `S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000, not ${url.protocol}//…`,
    );
  // Keys go in S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; the URL is logged, so it must hold none.
  if (url.username || url.password)
    throw new ConfigError(
      'S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead',
    );
  return raw.replace(/\/+$/, '');
}
