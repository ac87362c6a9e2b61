import { beforeAll, describe, expect, it } from 'vitest';
import { securityEventsTable, type SecurityEventRow } from '../../platform/audit/tables.js';
import { AcrossCompanies } from '../../platform/db/tenancy.js';
import { api, Browser, signInThroughProvider, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { userChanged } from './caller.js';
import { assignToTeam, createUser } from './service.js';
import { usersTable } from './tables.js';

/**
 * Issue "Security and reliability" §5 (a session of a deactivated or demoted user is cut at once),
 * §14 (the security log of sign-in, sign-out, impersonation and revoked sessions) and §15 (what
 * authenticating a request costs). Each database gets its own harness: these tests change accounts.
 */
describeOnEachDatabase('callers, sessions and the security log', (suite) => {
  const { idOf, tenantOf } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  /** The SQL statements one request runs. */
  async function queriesOf(request: () => Promise<{ status: number }>): Promise<string[]> {
    const queries: string[] = [];
    const listen = (sql: string) => void queries.push(sql);
    h.db.queryListeners.add(listen);
    try {
      expect((await request()).status).toBe(200);
    } finally {
      h.db.queryListeners.delete(listen);
    }
    return queries;
  }

  /**
   * The statements of a request made right after the same request warmed the memory. The listener
   * hears every statement of the process and the memory lasts HIERARCHY_TTL_MS: on a loaded machine
   * a background statement can fall in the window, or the pair be further apart than that. So the
   * pair is tried up to three times, and the fewest statements count.
   */
  async function warmQueriesOf(
    request: () => Promise<{ status: number }>,
    expected: number,
  ): Promise<string[]> {
    let fewest: string[] | null = null;
    for (let attempt = 0; attempt < 3 && fewest?.length !== expected; attempt++) {
      expect((await request()).status).toBe(200);
      const queries = await queriesOf(request);
      if (!fewest || queries.length < fewest.length) fewest = queries;
    }
    return fewest!;
  }

  async function eventsOf(type: string): Promise<SecurityEventRow[]> {
    return new AcrossCompanies(h.db).findAll(securityEventsTable, {
      where: { type },
      order: [['id', 'ASC']],
    });
  }

  describe('what authenticating a request costs', () => {
    it('reads the session with its users by primary key: one query before the handler', async () => {
      for (const email of [
        'admin@demo.accrue.local',
        'manager@demo.accrue.local',
        'scoped-admin@demo.accrue.local',
        'employee@demo.accrue.local',
      ]) {
        const caller = api(h, await suite.tokenOf(email));
        // The warming read loads the signing key, the company and the hierarchy answers.
        const queries = await warmQueriesOf(() => caller('GET', '/users/me'), 1);
        // /users/me itself reads nothing more once the hierarchy answers are known (the demo scope
        // holds no plan, so a scoped admin's scoped users need no query either). 4 to 7 before,
        // then 2 (the session, then its users).
        expect(queries.length, `${email}: ${queries.join('\n')}`).toBe(1);
        expect(queries[0]).toMatch(/FROM [`"]sessions[`"] AS [`"]t[`"] LEFT JOIN [`"]users[`"]/);
      }
    });

    it("does not read a manager's hierarchy again on every list read", async () => {
      const manager = api(h, await suite.tokenOf('manager@demo.accrue.local'));
      const target = await idOf('employee-3@demo.accrue.local');
      const queries = await warmQueriesOf(() => manager('GET', `/users/${target}/managers`), 3);
      // The session with its users, then the handler: the target user and the managers' rows. The
      // managees (three queries) and the managers' ids (three more) are remembered per company.
      expect(queries).toHaveLength(3);
      expect(queries.filter((sql) => /team_assignments|FROM `teams`/.test(sql))).toEqual([]);
    });

    it("reads a manager's reach again once an assignment changed", async () => {
      const demo = await tenantOf('manager@demo.accrue.local');
      const manager = api(h, await suite.tokenOf('manager@demo.accrue.local'));
      const now = new Date();
      const newcomer = await createUser(demo, {
        email: 'newcomer@demo.accrue.local',
        firstName: 'Nina',
        lastName: 'Newcomer',
        role: 'EMPLOYEE',
        status: 'ACTIVE',
        language: 'en',
        currency: 'EUR',
        externalId: null,
        externalIdSource: null,
        hrisId: null,
        hrisIdSource: null,
        pictureURL: null,
        adminScopeId: null,
        passwordHash: null,
        isSuperAdmin: false,
        isProviderAdmin: false,
        isTechAdmin: false,
        joinedAt: now,
        invitationSentAt: now,
        clearedAt: null,
        lastConnection: null,
        previousLastConnection: null,
        createdAt: now,
        updatedAt: now,
      });
      expect((await manager('GET', `/users/${newcomer}/managers`)).status).toBe(403);
      const north = (
        (await manager('GET', '/users/me')).body.hierarchyContextDehydrated.teams as {
          id: number;
          name: string;
        }[]
      ).find((t) => t.name === 'Sales North')!;
      await assignToTeam(demo, {
        teamId: north.id,
        userId: newcomer,
        teamRole: 'TEAM_EMPLOYEE',
        effectiveAsOf: '2020-01-01',
        effectiveUntil: null,
      });
      // The remembered managees are forgotten by the write: the very next request reaches her.
      expect((await manager('GET', `/users/${newcomer}/managers`)).status).toBe(200);
    });
  });

  describe('a deactivated or demoted user', () => {
    it('loses an admin role on the very next request of an old token', async () => {
      const token = (await signInThroughProvider(h.url, 'readonly-admin@demo.accrue.local')).accessToken;
      const caller = api(h, token);
      expect((await caller('GET', '/users/me')).body.meta.accessRole).toBe('READ_ONLY_ADMIN');
      const id = await idOf('readonly-admin@demo.accrue.local');
      const employee = await idOf('employee@demo.accrue.local');
      expect((await caller('GET', `/users/${employee}/managers`)).status).toBe(200);
      // Written directly in the database: no cache stands between the role and the next request.
      await (
        await tenantOf('readonly-admin@demo.accrue.local')
      ).update(
        usersTable,
        { id },
        {
          role: 'READ_ONLY_EMPLOYEE',
        },
      );
      expect((await caller('GET', '/users/me')).body.meta.accessRole).toBe('READ_ONLY_EMPLOYEE');
      expect((await caller('GET', `/users/${employee}/managers`)).status).toBe(403);
    });

    it('ends the impersonation of an admin demoted meanwhile', async () => {
      const email = 'admin@other.accrue.local';
      const admin = api(h, (await signInThroughProvider(h.url, email)).accessToken);
      const employee = await idOf('employee@other.accrue.local');
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: employee })).status).toBe(
        204,
      );
      expect((await admin('GET', '/users/me')).body.user.email).toBe('employee@other.accrue.local');
      const id = await idOf(email);
      await (await tenantOf(email)).update(usersTable, { id }, { role: 'EMPLOYEE' });
      const me = (await admin('GET', '/users/me')).body;
      expect(me.user.email).toBe(email);
      expect(me.impersonation).toBeNull();
      expect(me.meta.accessRole).toBe('EMPLOYEE');
    });

    it('is a deactivated user on the next request, and a deactivation ends their sessions', async () => {
      const email = 'employee-4@demo.accrue.local';
      const signedIn = await signInThroughProvider(h.url, email);
      const caller = api(h, signedIn.accessToken);
      expect((await caller('GET', '/users/me')).body.meta.accessRole).toBe('EMPLOYEE');
      const id = await idOf(email);
      const demo = await tenantOf(email);
      await demo.update(usersTable, { id }, { status: 'DEACTIVATED', clearedAt: new Date() });
      // Read on every request: the old token already carries the deactivated user's rights only.
      expect((await caller('GET', '/users/me')).body.meta.accessRole).toBe('DEACTIVATED_USER');

      const admin = await idOf('admin@demo.accrue.local');
      await userChanged(demo, { userId: id, deactivated: true, actorUserId: admin });
      expect((await caller('GET', '/users/me')).status).toBe(401);
      // The cookie no longer renews a token either.
      expect((await signedIn.browser.request('/api/auth/token', { method: 'POST' })).status).toBe(401);
      const revoked = (await eventsOf('session.revoked')).filter((e) => Number(e.subjectUserId) === id);
      expect(revoked).toHaveLength(1);
      expect(revoked[0]).toMatchObject({ companyId: demo.companyId });
      expect(Number(revoked[0]!.actorUserId)).toBe(admin);
      expect(JSON.parse(revoked[0]!.detail!)).toEqual({ reason: 'deactivated', sessions: 1 });

      // A deactivated user may still sign in, and then sees what a deactivated user may (doc 1 §6).
      const again = api(h, (await signInThroughProvider(h.url, email)).accessToken);
      expect((await again('GET', '/users/me')).body.meta.accessRole).toBe('DEACTIVATED_USER');
    });
    it('ends the sessions of a user deactivated from the directory', async () => {
      const email = 'employee-3@demo.accrue.local';
      const caller = api(h, (await signInThroughProvider(h.url, email)).accessToken);
      const first = await caller('GET', '/users/me');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const admin = api(h, await suite.tokenOf('admin@demo.accrue.local'));
      const id = await idOf(email);
      const toggled = await admin('POST', `/users/profile/${id}/toggle-deactivation`);
      expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
      expect((await caller('GET', '/users/me')).status).toBe(401);
      const again = api(h, (await signInThroughProvider(h.url, email)).accessToken);
      expect((await again('GET', '/users/me')).body.meta.accessRole).toBe('DEACTIVATED_USER');
    });
  });

  describe('the security log', () => {
    it('records a sign-in with who, when and from where, and a sign-out', async () => {
      const email = 'finance@demo.accrue.local';
      const id = await idOf(email);
      const before = Date.now() - 1000;
      const signedIn = await signInThroughProvider(h.url, email);
      const [succeeded] = (await eventsOf('sign-in.succeeded')).filter((e) => Number(e.actorUserId) === id);
      expect(succeeded).toMatchObject({ ip: expect.stringMatching(/127\.0\.0\.1/) });
      expect(Number(succeeded!.subjectUserId)).toBe(id);
      expect(Number(succeeded!.companyId)).toBe((await tenantOf(email)).companyId);
      expect(new Date(succeeded!.occurredAt).getTime()).toBeGreaterThan(before);
      expect(succeeded!.userAgent).toEqual(expect.any(String));

      const logout = await fetch(`${h.url}/api/users/logout`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${signedIn.accessToken}`, 'user-agent': 'accrue-test/1' },
      });
      expect(logout.status).toBe(204);
      const signOuts = (await eventsOf('sign-out')).filter((e) => Number(e.actorUserId) === id);
      expect(signOuts).toHaveLength(1);
      expect(signOuts[0]).toMatchObject({ userAgent: 'accrue-test/1' });
    });

    it('records a refused sign-in callback', async () => {
      const before = (await eventsOf('sign-in.failed')).length;
      const browser = new Browser(h.url);
      const refused = await browser.request('/api/auth/callback?code=forged&state=forged', {
        headers: { 'user-agent': 'attacker/1' },
      });
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toMatch(/error=access_denied/);
      const failed = await eventsOf('sign-in.failed');
      expect(failed).toHaveLength(before + 1);
      expect(failed.at(-1)).toMatchObject({ userAgent: 'attacker/1', actorUserId: null });
    });

    it('records the start and end of an impersonation, and a super-admin’s', async () => {
      const admin = api(h, await suite.signIn('admin@demo.accrue.local'));
      const adminId = await idOf('admin@demo.accrue.local');
      const employee = await idOf('employee-2@demo.accrue.local');
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: employee })).status).toBe(
        204,
      );
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: null })).status).toBe(204);
      const pair = [...(await eventsOf('impersonation.started')), ...(await eventsOf('impersonation.ended'))]
        .filter((e) => Number(e.actorUserId) === adminId)
        .map((e) => `${e.type} ${e.subjectUserId}`);
      expect(pair).toEqual([`impersonation.started ${employee}`, `impersonation.ended ${employee}`]);

      const superadmin = api(h, await suite.signIn('superadmin@accrue.local'));
      const other = await idOf('employee@other.accrue.local');
      expect(
        (
          await superadmin('PATCH', '/sa_settings/impersonate', {
            IMPERSONATE: { emailToImpersonate: 'employee@other.accrue.local' },
          })
        ).status,
      ).toBe(204);
      const started = (await eventsOf('impersonation.started')).at(-1)!;
      expect(Number(started.actorUserId)).toBe(await idOf('superadmin@accrue.local'));
      expect(Number(started.subjectUserId)).toBe(other);
      expect(Number(started.companyId)).toBe((await tenantOf('employee@other.accrue.local')).companyId);
      expect(JSON.parse(started.detail!)).toMatchObject({ by: 'super-admin' });
    });
  });
});
