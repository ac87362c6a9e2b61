import fs from 'node:fs';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from './app.js';
import { platformSetting } from './repositories/platform/settings.js';
import { ACCESS_TOKEN_AUDIENCE } from './auth/tokens.js';
import { Tenant } from './db/tenancy.js';
import { findAccountByEmail } from './repositories/platform/accounts.js';
import { api, signInThroughProvider, startHarness, testDialects, type Harness } from './test/harness.js';

const { dialects, mariadbError } = await testDialects();

if (mariadbError && process.env.CI === 'true') {
  describe('MariaDB', () => {
    it('is reachable on CI', () => {
      throw new Error(`MariaDB is unreachable on CI: ${mariadbError}`);
    });
  });
}

const ROLE_ACCOUNTS = [
  { email: 'admin@demo.accrue.local', role: 'ADMIN', accessRole: 'ADMIN', company: 'demo-company' },
  {
    email: 'readonly-admin@demo.accrue.local',
    role: 'READ_ONLY_ADMIN',
    accessRole: 'READ_ONLY_ADMIN',
    company: 'demo-company',
  },
  {
    email: 'scoped-admin@demo.accrue.local',
    role: 'SCOPED_ADMIN',
    accessRole: 'SCOPED_ADMIN',
    company: 'demo-company',
  },
  { email: 'finance@demo.accrue.local', role: 'FINANCE', accessRole: 'FINANCE', company: 'demo-company' },
  { email: 'manager@demo.accrue.local', role: 'MANAGER', accessRole: 'MANAGER', company: 'demo-company' },
  {
    email: 'readonly-manager@demo.accrue.local',
    role: 'READ_ONLY_MANAGER',
    accessRole: 'READ_ONLY_MANAGER',
    company: 'demo-company',
  },
  { email: 'employee@demo.accrue.local', role: 'EMPLOYEE', accessRole: 'EMPLOYEE', company: 'demo-company' },
  {
    email: 'readonly-employee@demo.accrue.local',
    role: 'READ_ONLY_EMPLOYEE',
    accessRole: 'READ_ONLY_EMPLOYEE',
    company: 'demo-company',
  },
  {
    email: 'deactivated@demo.accrue.local',
    role: 'EMPLOYEE',
    accessRole: 'DEACTIVATED_USER',
    company: 'demo-company',
  },
  { email: 'admin@other.accrue.local', role: 'ADMIN', accessRole: 'ADMIN', company: 'other-company' },
  { email: 'superadmin@accrue.local', role: 'ADMIN', accessRole: 'ADMIN', company: 'demo-company' },
];

describe.each(dialects)('the API platform on %s', (dialect) => {
  let h: Harness;
  const tokens = new Map<string, string>();
  /** A fresh sign-in (its own session) through the bundled provider. */
  const signIn = async (email: string) => (await signInThroughProvider(h.url, email)).accessToken;
  /** One shared session per account, for read-only checks. */
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await signIn(email));
    return tokens.get(email)!;
  };
  const as = async (email: string) => api(h, await tokenOf(email));
  const idOf = async (email: string) => (await findAccountByEmail(h.db, email))!.id;

  beforeAll(async () => {
    h = await startHarness(dialect);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  describe('sign-in', () => {
    it('goes through the bundled OIDC provider and lands on the return path with an HttpOnly session cookie', async () => {
      const signedIn = await signInThroughProvider(
        h.url,
        'admin@demo.accrue.local',
        undefined,
        '/statements?x=1',
      );
      expect(signedIn.landedOn.pathname + signedIn.landedOn.search).toBe('/statements?x=1');
      expect(signedIn.browser.cookies.has('accrue_session')).toBe(true);
      const me = await api(h, signedIn.accessToken)('GET', '/users/me');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('admin@demo.accrue.local');
    });

    it('sets the session cookie HttpOnly and SameSite, not Secure on localhost', async () => {
      const { browser } = await signInThroughProvider(h.url, 'employee@demo.accrue.local');
      const login = await browser.request('/api/auth/token', { method: 'POST' });
      expect(login.status).toBe(200);
      // Sign in once more to see the Set-Cookie header itself.
      const again = await signInThroughProvider(h.url, 'employee@demo.accrue.local');
      expect(again.browser.cookies.get('accrue_session')).toMatch(/^[\w-]{40,}$/);
    });

    it('never redirects outside the origin after sign-in', async () => {
      const signedIn = await signInThroughProvider(
        h.url,
        'employee@demo.accrue.local',
        undefined,
        '//evil.example/x',
      );
      expect(signedIn.landedOn.origin).toBe(h.url);
      expect(signedIn.landedOn.pathname).toBe('/');
    });

    it('starts a login with the tenant as the connection, with a state and a nonce', async () => {
      const answer = await fetch(`${h.url}/api/auth/login?tenant=acme-sso`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      const location = new URL(answer.headers.get('location')!);
      expect(location.pathname).toBe('/oidc/auth');
      expect(location.searchParams.get('connection')).toBe('acme-sso');
      expect(location.searchParams.get('nonce')).toMatch(/.{16,}/);
      expect(location.searchParams.get('state')).toMatch(/.{16,}/);
    });

    it('refuses a wrong password on the login page', async () => {
      await expect(signInThroughProvider(h.url, 'admin@demo.accrue.local', 'wrong-password')).rejects.toThrow(
        /refused/,
      );
    });

    it('renews the access token silently through the session cookie, and not without it', async () => {
      const { browser } = await signInThroughProvider(h.url, 'finance@demo.accrue.local');
      const renewed = await browser.request('/api/auth/token', { method: 'POST' });
      expect(renewed.status).toBe(200);
      const body = (await renewed.json()) as { accessToken: string; expiresIn: number; tokenType: string };
      expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 300 });
      expect((await api(h, body.accessToken)('GET', '/users/me')).body.user.email).toBe(
        'finance@demo.accrue.local',
      );
      const anonymous = await fetch(`${h.url}/api/auth/token`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
    });

    it('ends the session on logout: its tokens and its cookie stop working', async () => {
      const { browser, accessToken } = await signInThroughProvider(h.url, 'manager@demo.accrue.local');
      expect((await api(h, accessToken)('GET', '/users/me')).status).toBe(200);
      const out = await browser.request('/api/users/logout', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(out.status).toBe(204);
      expect((await api(h, accessToken)('GET', '/users/me')).status).toBe(401);
      expect((await browser.request('/api/auth/token', { method: 'POST' })).status).toBe(401);
    });

    it('verifies the ID token itself: signature, iss, aud, exp and nonce', async () => {
      const { oidc, devProvider } = h.platform;
      const provider = devProvider!;
      const now = Math.floor(Date.now() / 1000);
      const sign = (claims: Record<string, unknown>, key = provider.signingKey, kid = provider.signingKid) =>
        new SignJWT({ nonce: 'n-1', email: 'admin@demo.accrue.local', ...claims })
          .setProtectedHeader({ alg: 'RS256', kid })
          .sign(key);
      const base = { iss: provider.issuer, aud: provider.clientId, sub: '1', iat: now, exp: now + 300 };
      await expect(oidc.verifyIdToken(await sign(base), 'n-1')).resolves.toMatchObject({ sub: '1' });
      await expect(oidc.verifyIdToken(await sign(base), 'n-2')).rejects.toThrow(/nonce/);
      await expect(oidc.verifyIdToken(await sign({ ...base, aud: 'someone-else' }), 'n-1')).rejects.toThrow(
        /aud/,
      );
      await expect(
        oidc.verifyIdToken(await sign({ ...base, iss: 'https://evil.example' }), 'n-1'),
      ).rejects.toThrow(/iss/);
      await expect(
        oidc.verifyIdToken(await sign({ ...base, iat: now - 900, exp: now - 600 }), 'n-1'),
      ).rejects.toThrow(/exp/);
      const { generateKeyPairSync } = await import('node:crypto');
      const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      await expect(oidc.verifyIdToken(await sign(base, foreign), 'n-1')).rejects.toThrow();
      const unsigned = new UnsecuredJWT({ ...base, nonce: 'n-1' }).encode();
      await expect(oidc.verifyIdToken(unsigned, 'n-1')).rejects.toThrow();
    });
  });

  describe('bearer tokens', () => {
    const claimsFor = (userId: number, sessionId: number) => ({ sid: sessionId, sub: String(userId) });

    it('refuses forged, expired, wrong-audience and alg:none tokens, and accepts a well-formed one', async () => {
      const real = await tokenOf('admin@demo.accrue.local');
      const { sid, sub } = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString()) as {
        sid: number;
        sub: string;
      };
      const secret = Buffer.from(
        await platformSetting(h.db, 'accessTokenSecret', () => 'unused'),
        'base64url',
      );
      const build = (
        overrides: { aud?: string; exp?: number; iss?: string } = {},
        key: Uint8Array = secret,
      ) =>
        new SignJWT(claimsFor(Number(sub), sid))
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(overrides.iss ?? h.config.publicUrl)
          .setAudience(overrides.aud ?? ACCESS_TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 60)
          .sign(key);
      const me = async (token: string) => (await api(h, token)('GET', '/users/me')).status;

      expect(await me(await build())).toBe(200);
      expect(await me(await build({}, new Uint8Array(32).fill(7)))).toBe(401);
      expect(await me(await build({ exp: Math.floor(Date.now() / 1000) - 10 }))).toBe(401);
      expect(await me(await build({ aud: 'another-api' }))).toBe(401);
      expect(await me(await build({ iss: 'https://evil.example' }))).toBe(401);
      expect(
        await me(
          new UnsecuredJWT({
            ...claimsFor(Number(sub), sid),
            aud: ACCESS_TOKEN_AUDIENCE,
            iss: h.config.publicUrl,
          })
            .setExpirationTime('1m')
            .encode(),
        ),
      ).toBe(401);
      expect(await me('not-a-token')).toBe(401);
      const missing = await fetch(`${h.url}/api/users/me`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    });
  });

  describe('GET /users/me for every role', () => {
    it.each(ROLE_ACCOUNTS)('$email → $accessRole', async ({ email, role, accessRole, company }) => {
      const me = await (await as(email))('GET', '/users/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email, role, company: { slug: company } });
      expect(me.body.meta.accessRole).toBe(accessRole);
      expect(me.body.meta.isSuperAdmin).toBe(email === 'superadmin@accrue.local');
      expect(me.body.impersonation).toBeNull();
      expect(me.body.adminScopesContainerDehydrated === null).toBe(role !== 'SCOPED_ADMIN');
    });

    it('gives the manager the team tree below them and remembers the previous connection', async () => {
      const me = await (await as('manager@demo.accrue.local'))('GET', '/users/me');
      expect(me.body.hierarchyContextDehydrated.teams.map((t: { name: string }) => t.name).sort()).toEqual([
        'Sales',
        'Sales North',
        'Sales South',
      ]);
      const second = await signIn('manager@demo.accrue.local');
      const again = await api(h, second)('GET', '/users/me');
      expect(again.body.login.previousLastConnection).toEqual(expect.any(String));
    });
  });

  describe('tenancy', () => {
    it('answers 404 to an admin of Other Company for every Demo Company id on every company-scoped route', async () => {
      const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
        paths: Record<
          string,
          Record<
            string,
            {
              security?: object[];
              parameters?: { name?: string; in?: string; $ref?: string }[];
              'x-company-ids'?: Record<string, string>;
            }
          >
        >;
        components: { parameters: Record<string, { name: string; in: string }> };
      };
      const demoAdmin = await as('admin@demo.accrue.local');
      const key = await demoAdmin('POST', '/company/api-keys', { name: 'Walker fixture' });
      // A Demo Company id for every kind of id a route can name; a new kind must be added here.
      const demoIds: Record<string, number> = {
        userId: await idOf('employee@demo.accrue.local'),
        apiKeyId: key.body.id,
      };
      const other = await as('admin@other.accrue.local');
      let checked = 0;
      for (const [route, operations] of Object.entries(spec.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (!operation.security?.length) continue;
          const parameters = (operation.parameters ?? []).map((p) =>
            p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
          );
          const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name!);
          const bodyIds = Object.entries(operation['x-company-ids'] ?? {});
          if (pathParams.length === 0 && bodyIds.length === 0) continue;
          const url = route.replace(/\{(\w+)\}/g, (_m, name: string) => {
            if (!(name in demoIds))
              throw new Error(
                `No Demo Company id for path parameter ${name} of ${method.toUpperCase()} ${route}`,
              );
            return String(demoIds[name]);
          });
          const body = bodyIds.length
            ? Object.fromEntries(
                bodyIds.map(([field, kind]) => {
                  if (!(kind in demoIds))
                    throw new Error(`No Demo Company id for ${kind} (${field} of ${route})`);
                  return [field, demoIds[kind]];
                }),
              )
            : ['post', 'put', 'patch'].includes(method)
              ? {}
              : undefined;
          const answer = await other(method.toUpperCase(), url, body);
          expect(answer.status, `${method.toUpperCase()} ${url}`).toBe(404);
          expect(answer.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(3);
      // The Demo Company key survived the walk.
      expect((await demoAdmin('GET', '/company/api-keys')).body.map((k: { id: number }) => k.id)).toContain(
        key.body.id,
      );
    });

    it('shows each admin their own company only', async () => {
      expect((await (await as('admin@other.accrue.local'))('GET', '/companies')).body).toMatchObject({
        name: 'Other Company',
        currency: 'USD',
      });
      expect((await (await as('admin@demo.accrue.local'))('GET', '/companies')).body).toMatchObject({
        name: 'Demo Company',
        currency: 'EUR',
      });
    });

    it('keeps a caller-supplied companyId from widening a tenant query', async () => {
      const other = new Tenant(h.db, (await findAccountByEmail(h.db, 'admin@other.accrue.local'))!.companyId);
      const demoCompanyId = (await findAccountByEmail(h.db, 'admin@demo.accrue.local'))!.companyId;
      const rows = await other.findAll('users', { where: { companyId: demoCompanyId } });
      expect(rows.map((r) => r.email).sort()).toEqual([
        'admin@other.accrue.local',
        'employee@other.accrue.local',
      ]);
    });
  });

  describe('permissions on routes', () => {
    it('refuses company settings changes to non-admins and API keys to read-only admins', async () => {
      for (const email of [
        'readonly-admin@demo.accrue.local',
        'manager@demo.accrue.local',
        'employee@demo.accrue.local',
        'deactivated@demo.accrue.local',
      ]) {
        const answer = await (await as(email))('PATCH', '/companies', { name: 'Hacked' });
        expect(answer.status, email).toBe(403);
      }
      expect((await (await as('readonly-admin@demo.accrue.local'))('GET', '/company/api-keys')).status).toBe(
        403,
      );
      expect((await (await as('employee@demo.accrue.local'))('GET', '/companies')).body.name).toBe(
        'Demo Company',
      );
    });

    it('lets a user see their managers, a manager their managees, and refuses another employee', async () => {
      const employee2 = await idOf('employee-2@demo.accrue.local');
      const employee3 = await idOf('employee-3@demo.accrue.local');
      const managers = await (
        await as('employee-2@demo.accrue.local')
      )('GET', `/users/${employee2}/managers`);
      expect(managers.status).toBe(200);
      expect(managers.body.map((u: { email: string }) => u.email).sort()).toEqual([
        'manager@demo.accrue.local',
        'readonly-manager@demo.accrue.local',
      ]);
      expect(
        (await (await as('employee-2@demo.accrue.local'))('GET', `/users/${employee3}/managers`)).status,
      ).toBe(403);
      expect(
        (await (await as('manager@demo.accrue.local'))('GET', `/users/${employee3}/managers`)).status,
      ).toBe(200);
      expect(
        (await (await as('admin@demo.accrue.local'))('GET', `/users/${employee2}/managers?date=2023-01-01`))
          .body,
      ).toEqual([]);
    });
  });

  describe('validation', () => {
    it('names the field with the generic messages and writes nothing', async () => {
      const admin = await as('admin@demo.accrue.local');
      const before = (await admin('GET', '/companies')).body;
      const cases: [unknown, string, string][] = [
        [{ name: 'A' }, 'name', 'This field must be at least 2 characters.'],
        [{ name: 'x'.repeat(101) }, 'name', 'This field must be at most 100 characters.'],
        [
          { statementFrequency: 'week' },
          'statementFrequency',
          'This field must be one of the following values: month, quarter',
        ],
        [
          { customization: { reportsPrecision: 11 } },
          'customization.reportsPrecision',
          'This field must be less than or equal to 10',
        ],
        [
          { customization: { reportsPrecision: 1.5 } },
          'customization.reportsPrecision',
          'This field must be an integer.',
        ],
        [
          { customization: { forecastShowComparison: 'yes' } },
          'customization.forecastShowComparison',
          'This field must be a boolean',
        ],
        [{ customization: { color: 'x' } }, 'customization.color', 'This field has unknown keys: color'],
        [{ symbols: ['EUR', 'XXX'] }, 'symbols.1', 'Unknown currency: XXX'],
        [{ currency: 'ZZZ' }, 'currency', 'Unknown currency: ZZZ'],
        [{ currency: 'USD' }, 'currency', 'The main currency cannot be changed.'],
        [
          { name: 'Renamed', customization: { reportsPrecision: 3 } },
          'customization',
          'This field cannot be sent together with company fields.',
        ],
      ];
      for (const [body, field, message] of cases) {
        const answer = await admin('PATCH', '/companies', body);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.errors, JSON.stringify(body)).toContainEqual({ field, message });
      }
      expect((await admin('GET', '/companies')).body).toEqual(before);
    });

    it('checks dates strictly as YYYY-MM-DD', async () => {
      const admin = await as('admin@demo.accrue.local');
      const id = await idOf('employee@demo.accrue.local');
      expect((await admin('GET', `/users/${id}/managers?date=2024/01/01`)).body.errors).toEqual([
        { field: 'date', message: 'Date is not in YYYY-MM-DD format' },
      ]);
      expect((await admin('GET', `/users/${id}/managers?date=2024-02-30`)).body.errors).toEqual([
        { field: 'date', message: 'Invalid date' },
      ]);
      expect((await admin('GET', `/users/${id}/managers?date=2024-02-29`)).status).toBe(200);
    });

    it('refuses an unknown language and accepts a known one, also from a deactivated user', async () => {
      const deactivated = await as('deactivated@demo.accrue.local');
      const wrong = await deactivated('PATCH', '/users/settings', { language: 'xx' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual([{ field: 'language', message: 'Unknown language: xx' }]);
      const right = await deactivated('PATCH', '/users/settings', { language: 'fr' });
      expect(right.status).toBe(200);
      expect(right.body.language).toBe('fr');
    });

    it('updates fields and customization when valid', async () => {
      const admin = await api(h, await signIn('admin@demo.accrue.local'));
      const renamed = await admin('PATCH', '/companies', {
        name: '  Demo Company  ',
        symbols: ['EUR', 'CHF', 'EUR'],
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Demo Company', symbols: ['EUR', 'CHF'] });
      const customized = await admin('PATCH', '/companies', {
        customization: { reportsPrecision: 4, forecastAboveActualColor: 'ORANGE' },
      });
      expect(customized.body.customization).toMatchObject({
        reportsPrecision: 4,
        forecastAboveActualColor: 'ORANGE',
        forecastBelowActualColor: 'GREEN',
      });
    });
  });

  describe('API keys', () => {
    it('are shown once, stored hashed, act with admin rights, and stop working once deleted', async () => {
      const admin = await as('admin@demo.accrue.local');
      const created = await admin('POST', '/company/api-keys', { name: 'CRM sync' });
      expect(created.status).toBe(201);
      expect(created.body.key).toMatch(/^accrue_/);
      const listed = await admin('GET', '/company/api-keys');
      expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
      const stored = await new Tenant(h.db, (await admin('GET', '/companies')).body.id).findAll('api_keys');
      expect(JSON.stringify(stored)).not.toContain(created.body.key);

      const server = api(h, created.body.key);
      expect((await server('GET', '/companies')).body.name).toBe('Demo Company');
      expect((await server('GET', '/users/me')).status).toBe(403);
      expect((await admin('DELETE', `/company/api-keys/${created.body.id}`)).status).toBe(204);
      expect((await server('GET', '/companies')).status).toBe(401);
      expect((await admin('DELETE', `/company/api-keys/${created.body.id}`)).status).toBe(404);
    });
  });

  describe('impersonation', () => {
    it('blocks every mutating call but ending it', async () => {
      const admin = api(h, await signIn('admin@demo.accrue.local'));
      const employeeId = await idOf('employee@demo.accrue.local');
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: employeeId })).status).toBe(
        204,
      );
      const me = await admin('GET', '/users/me');
      expect(me.body.user.email).toBe('employee@demo.accrue.local');
      expect(me.body.impersonation.impersonator.email).toBe('admin@demo.accrue.local');

      const message = 'While impersonating, you cannot perform any action.';
      for (const [method, path, body] of [
        ['PATCH', '/users/settings', { language: 'de' }],
        ['PATCH', '/companies', { name: 'Changed' }],
        ['POST', '/company/api-keys', { name: 'Nope' }],
        ['POST', '/notifications/read-notifications', { lastCheck: new Date().toISOString() }],
        ['PATCH', '/users/impersonate', { userIdToImpersonate: employeeId }],
      ] as const) {
        const answer = await admin(method, path, body);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toBe(message);
      }
      expect((await admin('GET', '/notifications')).status).toBe(200);
      expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: null })).status).toBe(204);
      expect((await admin('GET', '/users/me')).body.user.email).toBe('admin@demo.accrue.local');
      expect((await admin('PATCH', '/users/settings', { language: 'en' })).status).toBe(200);
    });

    it('refuses yourself, a deactivated user and non-admins', async () => {
      const admin = await as('admin@demo.accrue.local');
      expect(
        (
          await admin('PATCH', '/users/impersonate', {
            userIdToImpersonate: await idOf('admin@demo.accrue.local'),
          })
        ).body.message,
      ).toMatch(/yourself/);
      expect(
        (
          await admin('PATCH', '/users/impersonate', {
            userIdToImpersonate: await idOf('deactivated@demo.accrue.local'),
          })
        ).status,
      ).toBe(403);
      const manager = await as('manager@demo.accrue.local');
      expect(
        (
          await manager('PATCH', '/users/impersonate', {
            userIdToImpersonate: await idOf('employee@demo.accrue.local'),
          })
        ).status,
      ).toBe(403);
    });

    it('lets a super-admin impersonate any company user by e-mail, and nobody else', async () => {
      const superadmin = api(h, await signIn('superadmin@accrue.local'));
      expect(
        (
          await (
            await as('admin@demo.accrue.local')
          )('PATCH', '/sa_settings/impersonate', {
            IMPERSONATE: { emailToImpersonate: 'admin@other.accrue.local' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await superadmin('PATCH', '/sa_settings/impersonate', {
            IMPERSONATE: { emailToImpersonate: 'admin@other.accrue.local' },
          })
        ).status,
      ).toBe(204);
      const me = await superadmin('GET', '/users/me');
      expect(me.body.user.company.slug).toBe('other-company');
      expect(me.body.meta.isSuperAdmin).toBe(false);
      expect((await superadmin('PATCH', '/companies', { name: 'Taken over' })).status).toBe(403);
      expect((await superadmin('PATCH', '/users/impersonate', { userIdToImpersonate: null })).status).toBe(
        204,
      );
      expect((await superadmin('GET', '/users/me')).body.user.email).toBe('superadmin@accrue.local');
    });
  });

  describe('notifications, changelog and the real-time stream', () => {
    it('pages notifications from 1 with the unread count and marks them read up to lastCheck', async () => {
      const employee = api(h, await signIn('employee-3@demo.accrue.local'));
      const me = (await employee('GET', '/users/me')).body.user;
      const tenant = new Tenant(h.db, me.companyId);
      const base = Date.UTC(2026, 0, 1);
      for (let i = 0; i < 30; i++) {
        await h.platform.notifications.notify(tenant, {
          userId: me.id,
          type: 'REVIEW_STATEMENT',
          content: `n${i}`,
          createdAt: new Date(base + i * 1000),
        });
      }
      const first = await employee('GET', '/notifications');
      expect(first.body).toMatchObject({ totalItems: 30, currentPage: 1, pageCount: 2, unreadCount: 30 });
      expect(first.body.items).toHaveLength(24);
      expect(first.body.items[0].content).toBe('n29');
      const second = await employee('GET', '/notifications?page=2&limit=24');
      expect(second.body.items.map((n: { content: string }) => n.content)).toEqual([
        'n5',
        'n4',
        'n3',
        'n2',
        'n1',
        'n0',
      ]);
      const read = await employee('POST', '/notifications/read-notifications', {
        lastCheck: new Date(base + 9 * 1000).toISOString(),
      });
      expect(read.body).toEqual({ unreadCount: 20 });
      expect((await employee('GET', '/notifications?page=0')).status).toBe(422);
      // Nobody else sees them.
      expect(
        (await (await as('employee@demo.accrue.local'))('GET', '/notifications')).body.items.some(
          (n: { content: string }) => n.content === 'n0',
        ),
      ).toBe(false);
    });

    it('pages the changelog with a cursor and filters new entries', async () => {
      const employee = await as('employee@demo.accrue.local');
      const all = await employee('GET', '/changelog-entries?cursor=&from=&new=false');
      expect(all.status).toBe(200);
      expect(all.body.entries.map((e: { name: string }) => e.name)).toEqual([
        'Real-time notifications',
        'Company API keys',
        'One sign-in for every Accrue app',
      ]);
      expect(all.body).toMatchObject({ hasMore: false, cursor: '' });
      const recent = await employee(
        'GET',
        `/changelog-entries?new=true&from=${encodeURIComponent('2026-05-10T08:00:00.000Z')}`,
      );
      expect(recent.body.entries).toHaveLength(2);
      expect((await employee('GET', '/changelog-entries?cursor=garbage')).status).toBe(422);
    });

    it('pushes a notification to its user’s open stream and to nobody else’s', async () => {
      const open = async (email: string) => {
        const response = await fetch(`${h.url}/api/events`, {
          headers: { authorization: `Bearer ${await tokenOf(email)}` },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const reader = response.body!.getReader();
        let buffer = '';
        const next = async (): Promise<{ type: string; data: { content?: string; userId?: number } }> => {
          for (;;) {
            const match = /^data: (.*)\n\n/m.exec(buffer);
            if (match) {
              buffer = buffer.slice(match.index + match[0].length);
              return JSON.parse(match[1]!);
            }
            const { value, done } = await reader.read();
            if (done) throw new Error('stream ended');
            buffer += new TextDecoder().decode(value);
          }
        };
        return { next, close: () => reader.cancel() };
      };
      const alice = await open('employee@demo.accrue.local');
      const bob = await open('employee-2@demo.accrue.local');
      expect((await alice.next()).type).toBe('ready');
      expect((await bob.next()).type).toBe('ready');
      const demo = new Tenant(
        h.db,
        (await findAccountByEmail(h.db, 'employee@demo.accrue.local'))!.companyId,
      );
      await h.platform.notifications.notify(demo, {
        userId: await idOf('employee@demo.accrue.local'),
        type: 'NEW_EXPORT_AVAILABLE',
        content: 'for alice',
      });
      await h.platform.notifications.notify(demo, {
        userId: await idOf('employee-2@demo.accrue.local'),
        type: 'NEW_EXPORT_AVAILABLE',
        content: 'for bob',
      });
      expect(await alice.next()).toMatchObject({ type: 'notification', data: { content: 'for alice' } });
      // Bob's first message after ready is his own: alice's never reached him.
      expect(await bob.next()).toMatchObject({ type: 'notification', data: { content: 'for bob' } });
      await alice.close();
      await bob.close();
    });
  });
});
