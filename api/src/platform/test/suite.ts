import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Dialect } from '../db/database.js';
import { Tenant } from '../db/tenancy.js';
import { api, signInThroughProvider, startHarness, testDialects, type Harness } from './harness.js';

/** What a module's integration tests get on each database: the running app and signed-in callers. */
export interface Suite {
  readonly dialect: Dialect;
  /** The running app (available inside tests and hooks). */
  harness(): Harness;
  /** A fresh sign-in (its own session) through the bundled provider; answers the access token. */
  signIn(email: string): Promise<string>;
  /** One shared session per account, for checks that change nothing about the session. */
  tokenOf(email: string): Promise<string>;
  /** A JSON client acting as the account (shared session). */
  as(email: string): Promise<ReturnType<typeof api>>;
  /** The id of a demo account, looked up across companies as sign-in does. */
  idOf(email: string): Promise<number>;
  /** The tenant of a demo account's company, for seeding and direct reads. */
  tenantOf(email: string): Promise<Tenant>;
}

const { dialects, mariadbError } = await testDialects();

/**
 * Runs a module's integration tests once per database: SQLite always, MariaDB when reachable (on
 * CI an unreachable MariaDB fails the suite), each against the real app on a migrated, demo-seeded
 * database of its own.
 */
export function describeOnEachDatabase(title: string, body: (suite: Suite) => void): void {
  if (mariadbError && process.env.CI === 'true') {
    describe(`${title}: MariaDB`, () => {
      it('is reachable on CI', () => {
        throw new Error(`MariaDB is unreachable on CI: ${mariadbError}`);
      });
    });
  }
  describe.each(dialects)(`${title} on %s`, (dialect: Dialect) => {
    let harness: Harness | undefined;
    const tokens = new Map<string, string>();
    const running = () => {
      if (!harness) throw new Error('The harness is not running yet');
      return harness;
    };
    const suite: Suite = {
      dialect,
      harness: running,
      signIn: async (email) => (await signInThroughProvider(running().url, email)).accessToken,
      tokenOf: async (email) => {
        if (!tokens.has(email)) tokens.set(email, await suite.signIn(email));
        return tokens.get(email)!;
      },
      as: async (email) => api(running(), await suite.tokenOf(email)),
      idOf: async (email) => (await running().accountOf(email)).id,
      tenantOf: async (email) => new Tenant(running().db, (await running().accountOf(email)).companyId),
    };
    beforeAll(async () => {
      harness = await startHarness(dialect);
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
    });
    body(suite);
  });
}
