import { describe, expect, it } from 'vitest';
import { api } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { listStatements } from '../statements/index.js';
import { embedTokensTable } from './tables.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const REP = email('employee');

describeOnEachDatabase('embedding', (suite) => {
  const { as, idOf, tenantOf } = suite;

  /** A fresh company API key of the demo company with these scopes. */
  async function keyWith(scopes: string[], admin = ADMIN) {
    const created = await (
      await as(admin)
    )('POST', '/company/api-keys', { name: `Embed ${scopes.join('+')}`, scopes });
    expect(created.status).toBe(201);
    return api(suite.harness(), created.body.key);
  }
  const anonymous = () => api(suite.harness(), undefined);

  describe('POST /embed/tokens', () => {
    it('needs an API key with the embed scope', async () => {
      const body = { widget: 'statement', email: REP };
      expect((await (await keyWith(['read']))('POST', '/embed/tokens', body)).status).toBe(403);
      expect((await anonymous()('POST', '/embed/tokens', body)).status).toBe(401);
      // A person's session never mints (an employee would open a frame as a colleague).
      const byUser = await (await as(ADMIN))('POST', '/embed/tokens', body);
      expect(byUser.status).toBe(403);
      expect(byUser.body.code).toBe('EMBED_NEEDS_API_KEY');
      const minted = await (await keyWith(['embed']))('POST', '/embed/tokens', body);
      expect(minted.status).toBe(201);
      expect(minted.body).toMatchObject({ widget: 'statement', userId: await idOf(REP) });
      expect(minted.body.token).toMatch(/^accrue-embed-token\./);
      const lifetime = Date.parse(minted.body.expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan(60_000);
      expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
      // Only its hash is kept.
      const stored = await (await tenantOf(ADMIN)).findAll(embedTokensTable);
      expect(JSON.stringify(stored)).not.toContain(minted.body.token);
      expect(stored.some((row) => row.jti === minted.body.jti && row.usedAt === null)).toBe(true);
    });

    it('names the user by id, e-mail or external id, in the key company only', async () => {
      const key = await keyWith(['embed']);
      const repId = await idOf(REP);
      expect((await key('POST', '/embed/tokens', { widget: 'dashboard', userId: repId })).status).toBe(201);
      const otherUser = await idOf('employee@other.accrue.local');
      expect((await key('POST', '/embed/tokens', { widget: 'statement', userId: otherUser })).status).toBe(
        404,
      );
      expect(
        (await key('POST', '/embed/tokens', { widget: 'statement', email: 'employee@other.accrue.local' }))
          .status,
      ).toBe(404);
      expect(
        (await key('POST', '/embed/tokens', { widget: 'statement', externalId: 'nobody-here' })).status,
      ).toBe(404);
      expect((await key('POST', '/embed/tokens', { widget: 'statement' })).status).toBe(422);
      expect(
        (await key('POST', '/embed/tokens', { widget: 'statement', userId: repId, email: REP })).status,
      ).toBe(422);
      expect((await key('POST', '/embed/tokens', { widget: 'report', userId: repId })).status).toBe(422);
      // An origin the company does not allow.
      const origin = await key('POST', '/embed/tokens', {
        widget: 'statement',
        userId: repId,
        origin: 'https://evil.example',
      });
      expect(origin.status).toBe(422);
    });
  });

  describe('POST /embed/connect (the /auth/iframe pop-up)', () => {
    const HOST = 'https://crm.example.com';

    it('mints a token for the signed-in person only, bound to an allowed host origin, exchanged once', async () => {
      const admin = await as(ADMIN);
      const company = await admin('GET', '/companies');
      expect((await admin('PATCH', '/companies', { embedOrigins: [HOST] })).status).toBe(200);
      try {
        const rep = await as(REP);
        const repId = await idOf(REP);
        const minted = await rep('POST', '/embed/connect', { widget: 'dashboard', origin: HOST });
        expect(minted.status).toBe(201);
        expect(minted.body).toMatchObject({ widget: 'dashboard', userId: repId });
        // The body names no user: a rep connects a frame as themself, never as a colleague.
        expect(
          (await rep('POST', '/embed/connect', { widget: 'dashboard', origin: HOST, userId: 1 })).status,
        ).toBe(422);
        // Bound to the host it was minted for.
        const foreign = await anonymous()('POST', '/embed/session', {
          token: minted.body.token,
          origin: 'https://evil.example',
        });
        expect(foreign.body.code).toBe('EMBED_TOKEN_FOREIGN');
        const opened = await anonymous()('POST', '/embed/session', {
          token: minted.body.token,
          origin: HOST,
        });
        expect(opened.status).toBe(200);
        expect(opened.body).toMatchObject({ widget: 'dashboard', userId: repId });
        const frame = api(suite.harness(), opened.body.accessToken);
        expect((await frame('GET', '/home/summary')).status).toBe(200);
        // A frame session cannot mint another one.
        expect((await frame('POST', '/embed/connect', { widget: 'dashboard', origin: HOST })).status).toBe(
          403,
        );
        const replay = await anonymous()('POST', '/embed/session', {
          token: minted.body.token,
          origin: HOST,
        });
        expect(replay.body.code).toBe('EMBED_TOKEN_USED');

        // An origin the company does not allow, or none, is refused; nothing is stored.
        const before = (await (await tenantOf(ADMIN)).findAll(embedTokensTable)).length;
        for (const origin of ['https://evil.example', 'not an origin', `${HOST}/path`]) {
          const refused = await rep('POST', '/embed/connect', { widget: 'dashboard', origin });
          expect(refused.status, origin).toBe(422);
          expect(refused.body.errors[0].message).toBe('This origin is not one of the company embed origins.');
        }
        expect((await rep('POST', '/embed/connect', { widget: 'dashboard' })).status).toBe(422);
        expect((await (await tenantOf(ADMIN)).findAll(embedTokensTable)).length).toBe(before);
        // Another company's admin cannot use this company's origins.
        const other = await as('admin@other.accrue.local');
        expect((await other('POST', '/embed/connect', { widget: 'dashboard', origin: HOST })).status).toBe(
          422,
        );
      } finally {
        await admin('PATCH', '/companies', { embedOrigins: company.body.embedOrigins ?? [] });
      }
    });

    it('is refused to an API key and to anonymous callers', async () => {
      const body = { widget: 'dashboard', origin: HOST };
      expect((await anonymous()('POST', '/embed/connect', body)).status).toBe(401);
      const byKey = await (await keyWith(['embed']))('POST', '/embed/connect', body);
      expect(byKey.status).toBe(403);
      // A super-admin impersonating the rep: the frame would outlive the impersonation.
      const superadmin = api(suite.harness(), await suite.signIn('superadmin@accrue.local'));
      expect(
        (
          await superadmin('PATCH', '/sa_settings/impersonate', {
            IMPERSONATE: { emailToImpersonate: REP },
          })
        ).status,
      ).toBe(204);
      try {
        const impersonating = await superadmin('POST', '/embed/connect', body);
        expect(impersonating.status).toBe(403);
      } finally {
        await superadmin('PATCH', '/users/impersonate', { userIdToImpersonate: null });
      }
    });
  });

  describe('POST /embed/session', () => {
    async function mint(body: Record<string, unknown> = { widget: 'statement', email: REP }) {
      const minted = await (await keyWith(['embed']))('POST', '/embed/tokens', body);
      expect(minted.status).toBe(201);
      return minted.body.token as string;
    }
    async function mintWithJti(body: Record<string, unknown> = { widget: 'statement', email: REP }) {
      const minted = await (await keyWith(['embed']))('POST', '/embed/tokens', body);
      return { token: minted.body.token as string, jti: minted.body.jti as string };
    }

    it('exchanges a token once for a frame session that reads only the rep own statements and home', async () => {
      const token = await mint();
      const exchanged = await anonymous()('POST', '/embed/session', { token });
      expect(exchanged.status).toBe(200);
      const repId = await idOf(REP);
      expect(exchanged.body).toMatchObject({
        widget: 'statement',
        userId: repId,
        statementId: null,
        language: 'en',
      });
      const frame = api(suite.harness(), exchanged.body.accessToken);

      const mine = await frame('GET', '/statements/list-mine?limit=50');
      expect(mine.status).toBe(200);
      expect(mine.body.totalItems).toBeGreaterThan(0);
      expect(mine.body.items.every((item: { user: { id: number } }) => item.user.id === repId)).toBe(true);
      const own = await frame('GET', `/statements/${mine.body.items[0].id}`);
      expect(own.status).toBe(200);
      expect((await frame('GET', '/home/summary')).status).toBe(200);

      // Another rep's statement, and every call beyond the widget's reads, are refused.
      const demo = await tenantOf(ADMIN);
      const [colleague] = await listStatements({ tenant: demo }, { userId: await idOf(email('employee-2')) });
      expect(colleague).toBeDefined();
      const foreign = await frame('GET', `/statements/${colleague!.id}`);
      expect([403, 404]).toContain(foreign.status);
      expect(JSON.stringify(foreign.body)).not.toContain(String(colleague!.total));
      for (const [method, path] of [
        ['GET', '/users/me'],
        ['GET', '/companies'],
        ['GET', '/userStatements?periodId=2026-01'],
        ['GET', '/notifications'],
        ['PATCH', '/users/settings'],
        ['POST', '/company/api-keys'],
      ] as const) {
        const answer = await frame(method, path, method === 'GET' ? undefined : {});
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
      // The frame's bearer is not a cookie of the sign-in session.
      const renewal = await fetch(`${suite.harness().url}/api/auth/token`, {
        method: 'POST',
        headers: { cookie: `accrue_session=${exchanged.body.accessToken}` },
      });
      expect(renewal.status).toBe(401);
    });

    it('refuses a replayed token with 401 EMBED_TOKEN_USED, and the first session keeps working', async () => {
      const token = await mint();
      const [first, second] = await Promise.all([
        anonymous()('POST', '/embed/session', { token }),
        anonymous()('POST', '/embed/session', { token }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 401]);
      const refused = first.status === 401 ? first : second;
      const opened = first.status === 200 ? first : second;
      expect(refused.body).toMatchObject({ statusCode: 401, code: 'EMBED_TOKEN_USED' });
      const replay = await anonymous()('POST', '/embed/session', { token });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('EMBED_TOKEN_USED');
      expect(
        (await api(suite.harness(), opened.body.accessToken)('GET', '/statements/list-mine')).status,
      ).toBe(200);
    });

    it('refuses an expired, unknown or foreign token with 401, changing nothing', async () => {
      const { token, jti } = await mintWithJti();
      const demo = await tenantOf(ADMIN);
      const row = await demo.findOne(embedTokensTable, { jti });
      await demo.update(embedTokensTable, { id: row!.id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await anonymous()('POST', '/embed/session', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('EMBED_TOKEN_EXPIRED');
      // Still unused: nothing changed.
      const after = await demo.findOne(embedTokensTable, { id: row!.id });
      expect(after?.usedAt ?? null).toBeNull();

      for (const unknown of ['accrue-embed-token.forged', 'not-a-token', token.slice(0, -2)]) {
        const answer = await anonymous()('POST', '/embed/session', { token: unknown });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('EMBED_TOKEN_INVALID');
      }
      // A frame bearer that does not exist.
      expect(
        (await api(suite.harness(), 'accrue-embed-session.nope')('GET', '/statements/list-mine')).status,
      ).toBe(401);
    });

    it('binds a token to the host origin it was minted for', async () => {
      const admin = await as(ADMIN);
      const company = await admin('GET', '/companies');
      const origins = ['https://crm.example.com'];
      const patched = await admin('PATCH', '/companies', { embedOrigins: origins });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      try {
        const repId = await idOf(REP);
        const token = await mint({ widget: 'statement', userId: repId, origin: 'https://crm.example.com' });
        const foreign = await anonymous()('POST', '/embed/session', {
          token,
          origin: 'https://evil.example',
        });
        expect(foreign.status).toBe(401);
        expect(foreign.body.code).toBe('EMBED_TOKEN_FOREIGN');
        const ok = await anonymous()('POST', '/embed/session', { token, origin: 'https://crm.example.com' });
        expect(ok.status).toBe(200);
        // A token bound to no origin is still refused to a page of another company's (or no) list.
        const unbound = await mint({ widget: 'statement', userId: repId });
        const elsewhere = await anonymous()('POST', '/embed/session', {
          token: unbound,
          origin: 'https://evil.example',
        });
        expect(elsewhere.status).toBe(401);
        expect(elsewhere.body.code).toBe('EMBED_TOKEN_FOREIGN');
        expect(
          (await anonymous()('POST', '/embed/session', { token: unbound, origin: 'https://crm.example.com' }))
            .status,
        ).toBe(200);
      } finally {
        await admin('PATCH', '/companies', { embedOrigins: company.body.embedOrigins ?? [] });
      }
    });

    it('ends with the rep sessions: a deactivation closes the frame too', async () => {
      const token = await mint({ widget: 'statement', email: email('employee-4') });
      const opened = await anonymous()('POST', '/embed/session', { token });
      const frame = api(suite.harness(), opened.body.accessToken);
      expect((await frame('GET', '/statements/list-mine')).status).toBe(200);
      const { revokeSessionsOfUser } = await import('../people/index.js');
      await revokeSessionsOfUser(suite.harness().db, await idOf(email('employee-4')), { reason: 'test' });
      expect((await frame('GET', '/statements/list-mine')).status).toBe(401);
    });
  });
});

describe('embed operations', () => {
  it('are reads only', async () => {
    const { EMBED_OPERATIONS } = await import('./index.js');
    expect([...EMBED_OPERATIONS].every((id) => /^(get|list|compare)/.test(id))).toBe(true);
  });
});

describeOnEachDatabase('the embed page', (suite) => {
  it('is framed only by the host origin it names, when a company allows it', async () => {
    const admin = await suite.as(ADMIN);
    const patched = await admin('PATCH', '/companies', { embedOrigins: ['https://crm.example.com'] });
    expect(patched.status).toBe(200);
    try {
      const page = await fetch(
        `${suite.harness().url}/embed/statement?host=${encodeURIComponent('https://crm.example.com')}`,
      );
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/frame-ancestors 'self' https:\/\/crm\.example\.com(;|$)/);
      const html = await page.text();
      expect(html).toContain('src="/sdk/embed-frame.js"');
      expect(html).not.toMatch(/<script(?![^>]*src=)/);
      // What the frame's script loads before any token can arrive is asked for with the page: its
      // imports (read from the built SDK), the federation runtime and the widget's remote entry.
      expect(html).toContain('<link rel="modulepreload" href="/sdk/embed.js">');
      expect(html).toContain('<link rel="preload" as="script" href="/static/js/federation-runtime.js">');
      expect(html).toContain(
        '<link rel="preload" as="script" href="/remotes/mfe-statements/remoteEntry.js">',
      );

      for (const host of ['https://evil.example', 'not an origin', '']) {
        const refused = await fetch(
          `${suite.harness().url}/embed/statement?host=${encodeURIComponent(host)}`,
        );
        expect(refused.status, host).toBe(403);
        expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      }
      expect(
        (await fetch(`${suite.harness().url}/embed/payouts?host=https://crm.example.com`)).status,
      ).not.toBe(200);
    } finally {
      await admin('PATCH', '/companies', { embedOrigins: [] });
    }
  });
});
