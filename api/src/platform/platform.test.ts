import fs from 'node:fs';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from '../app.js';
import { ACCESS_TOKEN_AUDIENCE, signingKeys } from './auth/tokens.js';
import { OPERATION_METHODS } from './http/validation.js';
import { enqueue } from './jobs/index.js';
import { api, signInThroughProvider, type Harness } from './test/harness.js';
import { describeOnEachDatabase } from './test/suite.js';

/** Reads that need a query parameter naming another Demo Company id (a kind of `demoIds`). */
const REQUIRED_QUERIES: Record<string, string[]> = {
  'GET /virtual-custom-object-definitions/{machineName}': ['planId'],
  'GET /users/{userId}/quota-assignments': ['effectiveBetween.start', 'effectiveBetween.end'],
  'GET /data-connections/{connectionId}/preview': ['schema', 'table'],
};

/** Writes whose contract refuses an empty body: the walk sends these, so only the id can be wrong. */
/** Path parameters that name something of the product, the same for every company. */
const GLOBAL_PATH_PARAMETERS = new Set(['integration']);

const VALID_BODIES: Record<string, object> = {
  'PATCH /objects-definitions/{machineName}': { name: 'Renamed by another company' },
  'PATCH /data-connections/{connectionId}': { name: 'Renamed by another company' },
  'PUT /objects-definitions/{machineName}/records': { records: [{ id: 'pushed-by-another-company' }] },
  'POST /data-connections/{connectionId}/imports': { schema: 'public', table: 'deals', objectName: 'walker' },
  'PATCH /company/currency-rates/{rateId}': { rate: '1.5' },
  'PUT /workflows/{workflowId}': {
    name: 'Renamed by another company',
    steps: [{ stepName: 'Step', condition: { kind: 'OWNER' } }],
  },
  'PATCH /statements/{statementId}': { workflowAction: 'FORCE' },
  'PATCH /plans/{planId}/forecasting-configuration': { enabled: true },
  'POST /plans/{planId}/preview': { definition: 'version: 1', ruleId: 'commission', periodId: '2026-01' },
  'PATCH /plans/{planId}/visibility': { visibility: 'live' },
  'PUT /plans/archive/{planId}': { archived: true },
  'POST /plans/{planId}/duplicate': { newPlanName: 'Copied by another company' },
  'PUT /plans/{planId}/definition': { definition: 'plan: { name: Taken over, frequency: quarter }' },
  'POST /plans/{planId}/assignments': { assignments: [{ userId: 1, effectiveAsOf: '2026-01-01' }] },
  'PUT /data-imports/{importId}/mapping': { mapping: [{ column: 'Deal id', field: 'id' }] },
  'POST /quotas/{quotaId}/assignments/searches': { startDate: '2026-01-01', endDate: '2026-12-31' },
  'PATCH /admin-scopes/{adminScopeId}': { name: 'Taken over' },
  // Statement adjustments and overwrites: the statement (or adjustment) id is the only thing wrong.
  'POST /statements_adjustments': { amount: '100', reason: 'Taken over' },
  'PATCH /statements_adjustments/{adjustmentId}': { amount: '100' },
  'POST /statements/{statementId}/overwrites': { kind: 'rule', token: 'commission', value: '1' },
  'POST /statements/{statementId}/statement-threads': { content: 'Taken over' },
  'POST /statements/{statementId}/statement-threads/{threadId}/messages': { content: 'Taken over' },
  'PATCH /statements/{statementId}/statement-threads/{threadId}/messages/{messageId}': {
    content: 'Taken over',
  },
  'POST /plan-agreements': { name: 'Taken over', year: 2026 },
  'POST /plan-agreements/{planAgreementId}/assignments': { userIds: [1] },
  'POST /statements/{statementId}/datasets/{datasetId}/overwrites': {
    recordKey: 'x',
    field: 'dealCommission',
    value: '1',
  },
  'POST /statements/{statementId}/datasets/{datasetId}/rows': { recordKey: 'x', reason: 'Taken over' },
  'DELETE /statements/{statementId}/datasets/{datasetId}/rows/{rowId}': { reason: 'Taken over' },
};

/** Writes whose body is a file, not JSON: the walk sends a file of the declared type. */
const FILE_BODIES: Record<string, { type: string; content: string }> = {
  'PUT /plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document': {
    type: 'application/pdf',
    content: '%PDF-1.4\n%%EOF\n',
  },
};

/** The platform's integration tests: sign-in, bearer tokens, and tenancy across every route. */
describeOnEachDatabase('the platform', (suite) => {
  const { as, tokenOf, idOf } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
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
      expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: h.config.accessTokenTtl });
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
      // The key the running app signs with (its key file under the harness's DATA_DIR).
      const { kid, key: secret } = signingKeys(h.config).current;
      const build = (
        overrides: { aud?: string; exp?: number; iss?: string } = {},
        key: Uint8Array = secret,
      ) =>
        new SignJWT(claimsFor(Number(sub), sid))
          .setProtectedHeader({ alg: 'HS256', kid })
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
      const demoStatement = (await demoAdmin('GET', '/userStatements?periodId=2026-01&limit=1')).body
        .items[0];
      const demoIds: Record<string, number | string> = {
        userId: await idOf('employee@demo.accrue.local'),
        apiKeyId: key.body.id,
        statementId: demoStatement.id,
        planId: demoStatement.plan.id,
        planAssignmentId: (await demoAdmin('GET', `/plans/${demoStatement.plan.id}/assignments?limit=1`)).body
          .items[0].id,
        rateId: (await demoAdmin('GET', '/company/currency-rates?limit=1')).body.items[0].id,
        teamId: (await demoAdmin('GET', '/teams')).body.items[0].id,
        // The demo company's past deals import.
        importId: (await demoAdmin('GET', '/data-imports?limit=1')).body.items[0].id,
        // The demo company's file connection, and a table a database connection could name.
        connectionId: (await demoAdmin('GET', '/connectors')).body.connections[0].id,
        schema: 'public',
        table: 'deals',
        // A refresh job of the Demo Company (left PENDING: no worker runs in the tests).
        refreshmentId: (await enqueue(await suite.tenantOf('admin@demo.accrue.local'), {
          kind: 'data.refreshment',
          payload: { connectionId: 0, objectName: null },
        }))!,
        // A calculation of the Demo Company (left PENDING: no worker runs in the tests).
        calculationId: (await demoAdmin('POST', '/calculations', { periodIds: ['2026-01'] })).body.id,
        operation: 'stop',
        quotaId: (await demoAdmin('POST', '/quotas-with-assigned-plans/searches?limit=1', { search: '' }))
          .body.items[0].id,
        // A value of the demo quotas (the first one of 2026).
        assignmentId: (
          await demoAdmin(
            'POST',
            `/quotas/${(await demoAdmin('POST', '/quotas-with-assigned-plans/searches?limit=1', { search: '' })).body.items[0].id}/assignments/searches?limit=1`,
            { startDate: '2026-01-01', endDate: '2026-12-31' },
          )
        ).body.items[0].id,
        adminScopeId: (await demoAdmin('GET', '/admin-scopes')).body[0].id,
        // The demo company's review workflow.
        workflowId: (await demoAdmin('GET', '/workflows')).body.items[0].id,
        periodId: '2026-01',
        // A statement adjustment and overwrite of the Demo Company, and a dataset of its statements.
        adjustmentId: (
          await demoAdmin('POST', '/statements_adjustments', {
            statementId: demoStatement.id,
            amount: '10',
            reason: 'Walker fixture',
          })
        ).body.adjustment.id,
        overwriteId: (
          await demoAdmin('POST', `/statements/${demoStatement.id}/overwrites`, {
            kind: 'kpi',
            token: 'bookings',
            value: '1',
          })
        ).body.overwrite.id,
        datasetId: 'wonDeals',
        // A row of that dataset, left out of the statement by hand (a row edit of the Demo Company).
        ...(await (async () => {
          const rows = await demoAdmin(
            'GET',
            `/statements/${demoStatement.id}/datasets/wonDeals/rows?limit=1`,
          );
          const rowId = String(rows.body.items[0].key);
          const edit = await demoAdmin(
            'DELETE',
            `/statements/${demoStatement.id}/datasets/wonDeals/rows/${encodeURIComponent(rowId)}`,
            { reason: 'Walker fixture' },
          );
          return { rowId, rowEditId: edit.body.rowEdit.id };
        })()),
        // A rule and a KPI of the demo plan (a figure's explanation).
        ruleId: 'commission',
        kpiId: 'bookings',
        // A thread of the Demo Company (on the walk's statement) and its first message.
        ...(await (async () => {
          const thread = (
            await demoAdmin('POST', `/statements/${demoStatement.id}/statement-threads`, {
              content: 'Walker fixture',
            })
          ).body;
          return { threadId: thread.id, messageId: thread.thread.lastMessage.id };
        })()),
        // Versions of the statement (every demo statement has its first).
        fromVersion: 1,
        toVersion: 1,
        // A plan's first version (every plan has it).
        version: 1,
        'effectiveBetween.start': '2026-01-01',
        'effectiveBetween.end': '2026-12-31',
        // The demo company's agreement of this year (its assignment ids are checked through it).
        planAgreementId: (await demoAdmin('GET', '/plan-agreements?limit=1')).body.items[0].id,
        // No forecast exists here (no worker runs the renewals plan's calculation): the walk's
        // statement decides the answer, and forecasts.test.ts tries another company's forecast ids.
        forecastId: 1,
        // A record model only the Demo Company has (machine names are per company).
        machineName: (
          await demoAdmin('POST', '/objects-definitions', {
            machineName: 'walker',
            name: 'Walker',
            keyField: 'id',
            fields: [{ identifier: 'id', label: 'Id', format: 'text' }],
          })
        ).body.machineName,
      };
      const other = await as('admin@other.accrue.local');
      const sendFile = async (method: string, url: string, file: { type: string; content: string }) => {
        const response = await fetch(`${h.url}/api${url}`, {
          method,
          headers: {
            authorization: `Bearer ${await tokenOf('admin@other.accrue.local')}`,
            'content-type': file.type,
          },
          body: file.content,
        });
        return { status: response.status, body: await response.json() };
      };
      let checked = 0;
      for (const [route, operations] of Object.entries(spec.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (!OPERATION_METHODS.includes(method) || !operation.security?.length) continue;
          // Path-level parameters apply to every operation of the path.
          const shared = (operations as { parameters?: typeof operation.parameters }).parameters ?? [];
          const parameters = [...shared, ...(operation.parameters ?? [])].map((p) =>
            p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
          );
          // A CRM's key (`/integrations/{integration}/…`) names a connector of the product, not
          // a row of a company: those calls act on the caller's own company (crm.test.ts).
          const pathParams = parameters
            .filter((p) => p.in === 'path' && !GLOBAL_PATH_PARAMETERS.has(p.name!))
            .map((p) => p.name!);
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
            ? {
                ...VALID_BODIES[`${method.toUpperCase()} ${route}`],
                ...Object.fromEntries(
                  bodyIds.map(([field, kind]) => {
                    if (!(kind in demoIds))
                      throw new Error(`No Demo Company id for ${kind} (${field} of ${route})`);
                    return [field, demoIds[kind]];
                  }),
                ),
              }
            : ['post', 'put', 'patch'].includes(method)
              ? (VALID_BODIES[`${method.toUpperCase()} ${route}`] ?? {})
              : // A DELETE with a body (a row left out of a statement, with its reason).
                VALID_BODIES[`${method.toUpperCase()} ${route}`];
          const query = REQUIRED_QUERIES[`${method.toUpperCase()} ${route}`];
          const file = FILE_BODIES[`${method.toUpperCase()} ${route}`];
          const answer = file
            ? await sendFile(method.toUpperCase(), url, file)
            : await other(
                method.toUpperCase(),
                query ? `${url}?${query.map((name) => `${name}=${demoIds[name]}`).join('&')}` : url,
                body,
              );
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
    }, 90_000); // One request per route and method: it grows with the contract.
  });
});
