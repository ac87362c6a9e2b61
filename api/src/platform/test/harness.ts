import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { Express } from 'express';
import { createApp, platformOf, type Platform } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import { DEMO_PASSWORD, seedDemoData } from '../../demo-data.js';
import { findAccountByEmail, type Account } from '../../modules/people/index.js';
import { TEST_PASSWORD_HASH_PARAMS } from '../auth/passwords.js';
import { openDatabase, type Database, type Dialect } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { listenOnLoopback } from './http.js';

/** Where the MariaDB half of the suite runs (a fresh database is created in it per run). */
export const MARIADB_URL = process.env.MARIADB_TEST_URL ?? 'mysql://root@127.0.0.1:3306';

async function mariadbReachable(): Promise<string | null> {
  try {
    const connection = await mysql.createConnection({ uri: MARIADB_URL, connectTimeout: 3000 });
    await connection.end();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The dialects the integration suite runs on. SQLite always; MariaDB when reachable. On CI
 * (CI=true) an unreachable MariaDB is a failure, elsewhere a visible warning and a skip.
 */
export async function testDialects(): Promise<{ dialects: Dialect[]; mariadbError: string | null }> {
  const mariadbError = await mariadbReachable();
  if (mariadbError && process.env.CI !== 'true') {
    console.warn(
      `\n⚠️  MariaDB at ${MARIADB_URL} is unreachable (${mariadbError}): the MariaDB half of the integration suite is SKIPPED.\n`,
    );
  }
  return { dialects: mariadbError ? ['sqlite'] : ['sqlite', 'mysql'], mariadbError };
}

export interface TestDatabase {
  db: Database;
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite file, or a new MariaDB database dropped afterwards. */
export async function freshDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-test-'));
  if (dialect === 'sqlite') {
    const db = openDatabase({ databaseUrl: undefined, dataDir });
    await migrate(db);
    return {
      db,
      env: { DATA_DIR: dataDir },
      drop: async () => {
        await db.sequelize.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `accrue_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MARIADB_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(MARIADB_URL);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), dataDir });
  await migrate(db);
  return {
    db,
    // A DATABASE_URL alone is a deployment with no sign-in provider chosen: the suite signs in
    // through the bundled one.
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), BUNDLED_SIGN_IN: 'true' },
    drop: async () => {
      await db.sequelize.close();
      await admin.query(`DROP DATABASE \`${name}\``);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie jar for the sign-in round trip (cookies by name; paths are not needed here). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired =
        attributes.some(
          (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now(),
        ) || attributes.some((a) => /^\s*max-age=0/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects (GET) until a non-redirect answer or a location outside the API's own paths. */
  async follow(url: string, stopAt?: (location: URL) => boolean): Promise<{ response: Response; url: URL }> {
    let current = new URL(url, this.origin);
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.request(current.toString());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      const next = new URL(location, current);
      if (stopAt?.(next)) return { response, url: next };
      current = next;
    }
    throw new Error('Too many redirects');
  }
}

export interface SignedIn {
  accessToken: string;
  browser: Browser;
  /** Where the sign-in landed. */
  landedOn: URL;
}

/**
 * The full OIDC round trip against the bundled provider, as a browser does it: /api/auth/login →
 * provider → login form → provider → /api/auth/callback (session cookie) → POST /api/auth/token.
 */
export async function signInThroughProvider(
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
  returnTo = '/home',
): Promise<SignedIn> {
  const browser = new Browser(origin);
  const isApp = (u: URL) => !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/oidc/');
  const toForm = await browser.follow(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`, isApp);
  if (toForm.response.status !== 200) throw new Error(`The login page answered ${toForm.response.status}`);
  const html = await toForm.response.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('No login form');
  const posted = await browser.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (posted.status === 401) throw new Error(`Sign-in refused for ${email}`);
  const location = posted.headers.get('location');
  if (!location) throw new Error(`The login form answered ${posted.status}`);
  const landed = await browser.follow(new URL(location, origin).toString(), isApp);
  const token = await browser.request('/api/auth/token', { method: 'POST' });
  if (token.status !== 200) throw new Error(`No access token (${token.status}), landed on ${landed.url}`);
  const { accessToken } = (await token.json()) as { accessToken: string };
  return { accessToken, browser, landedOn: landed.url };
}

export interface Harness {
  url: string;
  db: Database;
  app: Express;
  config: Config;
  platform: Platform;
  /** A demo account by e-mail (any company). */
  accountOf: (email: string) => Promise<Account>;
  close: () => Promise<void>;
}

/** A migrated, demo-seeded database behind the real app on a free port, with PUBLIC_URL set to it. */
export async function startHarness(dialect: Dialect, env: Record<string, string> = {}): Promise<Harness> {
  const database = await freshDatabase(dialect);
  // The demo password hashed at test cost: the suite seeds many databases and signs in often.
  await seedDemoData(database.db, { passwordHashParams: TEST_PASSWORD_HASH_PARAMS });
  const { server, url, close } = await listenOnLoopback();
  // An hour's access token: a file's shared sessions must outlive the file on a loaded 2-core CI
  // machine (a 5-minute token expired mid-file there); expiry itself is tested with a clock.
  const config = loadConfig({ ...database.env, PUBLIC_URL: url, ACCESS_TOKEN_TTL: '3600', ...env });
  const app = createApp({ config, db: database.db, validateResponses: true });
  server.on('request', app);
  return {
    url,
    db: database.db,
    app,
    config,
    platform: platformOf(app),
    accountOf: async (email) => {
      const account = await findAccountByEmail(database.db, email);
      if (!account) throw new Error(`No account ${email}`);
      return account;
    },
    close: async () => {
      await close();
      await database.drop();
    },
  };
}

/** fetch with a bearer and JSON. */
export function api(harness: { url: string }, token: string | undefined) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests
  return async (method: string, pathname: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await fetch(`${harness.url}/api${pathname}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}
