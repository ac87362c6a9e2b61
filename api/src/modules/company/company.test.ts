import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from '../../app.js';
import { securityEventsTable } from '../../platform/audit/tables.js';
import { AcrossCompanies } from '../../platform/db/tenancy.js';
import { STALE_VERSION_MESSAGE } from '../../platform/db/versioned.js';
import { API_KEY_SCOPES } from '../../platform/http/authorize.js';
import { api, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { allowedEmbedOriginsOf, listAllowedEmbedOrigins } from './index.js';
import { apiKeysTable } from './tables.js';

describeOnEachDatabase('the company module', (suite) => {
  const { as, idOf, signIn, tenantOf, tokenOf } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  describe('the company', () => {
    it('shows each admin their own company only', async () => {
      // Whether an active plan forecasts: the demo's renewals plan does, Other Company's plan not.
      expect((await (await as('admin@other.accrue.local'))('GET', '/companies')).body).toMatchObject({
        name: 'Other Company',
        currency: 'USD',
        hasForecastedPlans: false,
      });
      expect((await (await as('admin@demo.accrue.local'))('GET', '/companies')).body).toMatchObject({
        name: 'Demo Company',
        currency: 'EUR',
        hasForecastedPlans: true,
      });
    });

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

    it('is seen at once by the permission checks, which remember the company briefly', async () => {
      const admin = await api(h, await signIn('admin@demo.accrue.local'));
      // A first read fills the memory of who is calling (the company's facts).
      expect((await admin('GET', '/users/me')).status).toBe(200);
      await admin('PATCH', '/companies', { customization: { reportsPrecision: 5 } });
      const me = await admin('GET', '/users/me');
      expect(me.body.subject.customization.reportsPrecision).toBe(5);
    });
  });

  describe('API keys', () => {
    it('are shown once, stored hashed, read-only by default, and stop working once deleted', async () => {
      const admin = await as('admin@demo.accrue.local');
      const created = await admin('POST', '/company/api-keys', { name: 'CRM sync' });
      expect(created.status).toBe(201);
      expect(created.body.key).toMatch(/^accrue_/);
      expect(created.body).toMatchObject({ scopes: ['read'], expiresAt: null, lastUsedAt: null });
      const listed = await admin('GET', '/company/api-keys');
      expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
      const stored = await (await tenantOf('admin@demo.accrue.local')).findAll(apiKeysTable);
      expect(JSON.stringify(stored)).not.toContain(created.body.key);

      const server = api(h, created.body.key);
      expect((await server('GET', '/companies')).body.name).toBe('Demo Company');
      expect((await server('GET', '/users/me')).status).toBe(403);
      expect((await admin('DELETE', `/company/api-keys/${created.body.id}`)).status).toBe(204);
      expect((await server('GET', '/companies')).status).toBe(401);
      expect((await admin('DELETE', `/company/api-keys/${created.body.id}`)).status).toBe(404);
    });

    it('call only what their scopes allow', async () => {
      const admin = await as('admin@demo.accrue.local');
      // The calls of the contract a key may make today: a read, and a company-settings write.
      for (const scope of API_KEY_SCOPES) {
        const { body } = await admin('POST', '/company/api-keys', { name: `Only ${scope}`, scopes: [scope] });
        const key = api(h, body.key);
        const read = await key('GET', '/companies');
        const write = await key('PATCH', '/companies', { customization: { reportsPrecision: 2 } });
        const readAllowed = scope === 'read' || scope === 'admin';
        expect(read.status, scope).toBe(readAllowed ? 200 : 403);
        expect(write.status, scope).toBe(scope === 'admin' ? 200 : 403);
        if (!readAllowed)
          expect(read.body.message).toBe('This API key does not have the scope this call needs (read).');
        if (scope !== 'admin')
          expect(write.body.message).toBe('This API key does not have the scope this call needs (admin).');
      }
      const both = await admin('POST', '/company/api-keys', {
        name: 'Read and push',
        scopes: ['read', 'data:push'],
      });
      expect((await api(h, both.body.key)('GET', '/companies')).status).toBe(200);
      // The keys themselves are the admin scope's business, even to read.
      expect((await api(h, both.body.key)('GET', '/company/api-keys')).status).toBe(403);
      expect((await api(h, both.body.key)('PATCH', '/companies', { name: 'By a key' })).status).toBe(403);
      expect((await admin('GET', '/companies')).body.name).not.toBe('By a key');
    });

    it('names only known scopes in the contract, and needs a user to create or delete a key', () => {
      const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
        paths: Record<string, Record<string, Record<string, unknown>>>;
      };
      const operations = Object.values(spec.paths).flatMap((path) => Object.values(path));
      for (const operation of operations) {
        const declared = operation['x-api-key-scope'] as string | string[] | undefined;
        for (const scope of declared === undefined ? [] : [declared].flat())
          expect(API_KEY_SCOPES, String(operation.operationId)).toContain(scope);
      }
      const byId = new Map(operations.map((o) => [o.operationId, o]));
      expect(byId.get('createApiKey')?.['x-requires-user']).toBe(true);
      expect(byId.get('deleteApiKey')?.['x-requires-user']).toBe(true);
    });

    it('can never create or delete keys, whatever their scopes', async () => {
      const admin = await as('admin@demo.accrue.local');
      const { body } = await admin('POST', '/company/api-keys', { name: 'Admin key', scopes: ['admin'] });
      const victim = await admin('POST', '/company/api-keys', { name: 'Victim' });
      const key = api(h, body.key);
      const created = await key('POST', '/company/api-keys', { name: 'Made by a key', scopes: ['admin'] });
      expect(created.status).toBe(403);
      expect(created.body.message).toBe('This call needs a signed-in user, not an API key.');
      // Refused, and still logged: the key's first use was this attempt.
      const used = await new AcrossCompanies(h.db).findAll(securityEventsTable, {
        where: { type: 'api-key.used', apiKeyId: body.id },
      });
      expect(used.map((event) => JSON.parse(event.detail!))).toEqual([{ operationId: 'createApiKey' }]);
      expect((await key('DELETE', `/company/api-keys/${victim.body.id}`)).status).toBe(403);
      const names = ((await admin('GET', '/company/api-keys')).body as { name: string }[]).map((k) => k.name);
      expect(names).toContain('Victim');
      expect(names).not.toContain('Made by a key');
    });

    it('answer 404 for another company’s key and leave it working', async () => {
      const demo = await as('admin@demo.accrue.local');
      const other = await as('admin@other.accrue.local');
      const { body } = await demo('POST', '/company/api-keys', { name: 'Demo only' });
      expect((await other('DELETE', `/company/api-keys/${body.id}`)).status).toBe(404);
      expect((await api(h, body.key)('GET', '/companies')).body.name).toBe('Demo Company');
      const otherKeys = (await other('GET', '/company/api-keys')).body as { id: number }[];
      expect(otherKeys.map((k) => k.id)).not.toContain(body.id);
    });

    it('expire: refused with 401 once past their expiry, and never created already expired', async () => {
      const admin = await as('admin@demo.accrue.local');
      const past = await admin('POST', '/company/api-keys', {
        name: 'Stale',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual([
        { field: 'expiresAt', message: 'This field must be a date in the future.' },
      ]);
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      const { body } = await admin('POST', '/company/api-keys', { name: 'Temporary', expiresAt: inAnHour });
      expect(body.expiresAt).toBe(inAnHour);
      const key = api(h, body.key);
      expect((await key('GET', '/companies')).status).toBe(200);
      const tenant = await tenantOf('admin@demo.accrue.local');
      await tenant.update(apiKeysTable, { id: body.id }, { expiresAt: new Date(Date.now() - 1000) });
      const refused = await key('GET', '/companies');
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Invalid or expired token.');
    });

    it('stamp their last use and log it at most once a minute; creation and revocation are logged', async () => {
      const admin = await as('admin@demo.accrue.local');
      const adminId = await idOf('admin@demo.accrue.local');
      const { body } = await admin('POST', '/company/api-keys', { name: 'Busy', scopes: ['read'] });
      const events = async (type: string) =>
        new AcrossCompanies(h.db).findAll(securityEventsTable, { where: { type, apiKeyId: body.id } });
      const stampOf = async () =>
        (await (await tenantOf('admin@demo.accrue.local')).findById(apiKeysTable, body.id))!.lastUsedAt;

      const companyId = (await tenantOf('admin@demo.accrue.local')).companyId;
      expect(await events('api-key.created')).toEqual([
        expect.objectContaining({ companyId, actorUserId: adminId }),
      ]);
      const key = api(h, body.key);
      for (let i = 0; i < 5; i++) expect((await key('GET', '/companies')).status).toBe(200);
      const first = await stampOf();
      expect(first).not.toBeNull();
      expect(await events('api-key.used')).toHaveLength(1);
      expect((await key('GET', '/company/api-keys')).status).toBe(403);
      expect(String(await stampOf())).toBe(String(first));
      expect(await events('api-key.used')).toHaveLength(1);

      // A minute later (the stamp moved back), the next call stamps and logs again.
      const tenant = await tenantOf('admin@demo.accrue.local');
      await tenant.update(apiKeysTable, { id: body.id }, { lastUsedAt: new Date(Date.now() - 61_000) });
      expect((await key('GET', '/companies')).status).toBe(200);
      const used = await events('api-key.used');
      expect(used).toHaveLength(2);
      expect(used[1]).toMatchObject({
        companyId: tenant.companyId,
        actorUserId: null,
        ip: expect.any(String),
      });
      expect(JSON.parse(used[1]!.detail!)).toEqual({ operationId: 'getCompany' });
      const listed = (await admin('GET', '/company/api-keys')).body as { id: number; lastUsedAt: string }[];
      expect(Date.now() - Date.parse(listed.find((k) => k.id === body.id)!.lastUsedAt)).toBeLessThan(60_000);

      expect(await events('api-key.revoked')).toEqual([]);
      expect((await admin('DELETE', `/company/api-keys/${body.id}`)).status).toBe(204);
      expect(await events('api-key.revoked')).toEqual([
        expect.objectContaining({ companyId: tenant.companyId, actorUserId: adminId }),
      ]);
    });

    it('stamp and log a burst of simultaneous first uses once', async () => {
      const admin = await as('admin@demo.accrue.local');
      const { body } = await admin('POST', '/company/api-keys', { name: 'Burst' });
      const key = api(h, body.key);
      const answers = await Promise.all(Array.from({ length: 10 }, () => key('GET', '/companies')));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const used = await new AcrossCompanies(h.db).findAll(securityEventsTable, {
        where: { type: 'api-key.used', apiKeyId: body.id },
      });
      expect(used).toHaveLength(1);
    });
  });

  describe('embedding origins', () => {
    it('are validated as https origins, normalized, bounded, and listed for the security headers', async () => {
      const admin = await as('admin@demo.accrue.local');
      const before = (await admin('GET', '/companies')).body;
      const message = 'This field must be an https origin, such as https://crm.example.com.';
      for (const bad of [
        'http://crm.example.com',
        'https://crm.example.com/path',
        'https://crm.example.com?x=1',
        'https://*.example.com',
        'https://user:pw@crm.example.com',
        'javascript:alert(1)',
        'crm.example.com',
        "https://a.com; script-src 'unsafe-inline'",
      ]) {
        const answer = await admin('PATCH', '/companies', { embedOrigins: ['https://ok.example.com', bad] });
        expect(answer.status, bad).toBe(422);
        expect(answer.body.errors, bad).toEqual([{ field: 'embedOrigins.1', message }]);
      }
      const tooMany = Array.from({ length: 21 }, (_, i) => `https://crm${i}.example.com`);
      expect((await admin('PATCH', '/companies', { embedOrigins: tooMany })).status).toBe(422);
      expect((await admin('GET', '/companies')).body).toEqual(before);

      const saved = await admin('PATCH', '/companies', {
        embedOrigins: ['https://CRM.Example.com/', 'https://crm.example.com', 'http://localhost:5173'],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.embedOrigins).toEqual(['https://crm.example.com', 'http://localhost:5173']);
      const other = await as('admin@other.accrue.local');
      expect(
        (
          await other('PATCH', '/companies', {
            embedOrigins: ['https://crm.example.com', 'https://other.example'],
          })
        ).status,
      ).toBe(200);
      expect(await listAllowedEmbedOrigins(h.db)).toEqual([
        'http://localhost:5173',
        'https://crm.example.com',
        'https://other.example',
      ]);
      const demoId = (await tenantOf('admin@demo.accrue.local')).companyId;
      expect(await allowedEmbedOriginsOf(h.db, demoId)).toEqual([
        'https://crm.example.com',
        'http://localhost:5173',
      ]);
      expect(
        (await (await as('readonly-admin@demo.accrue.local'))('PATCH', '/companies', { embedOrigins: [] }))
          .status,
      ).toBe(403);
      expect((await admin('PATCH', '/companies', { embedOrigins: [] })).body.embedOrigins).toEqual([]);
      expect(await allowedEmbedOriginsOf(h.db, demoId)).toEqual([]);
      // The list the security headers read follows the change at once.
      expect(await listAllowedEmbedOrigins(h.db)).toEqual([
        'https://crm.example.com',
        'https://other.example',
      ]);
    });
  });

  describe('concurrent edits', () => {
    const headersOf = (token: string, etag?: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(etag !== undefined ? { 'if-match': etag } : {}),
    });

    it('keep every change when different fields are patched at once', async () => {
      const admin = await as('admin@demo.accrue.local');
      const colors = ['GREEN', 'CYAN', 'ORANGE', 'RED', 'MAGENTA', 'PURPLE', 'GRAY'];
      for (let round = 0; round < 30; round++) {
        const expected = {
          name: `Demo Company ${round}`,
          statementFrequency: round % 2 ? 'quarter' : 'month',
          embedOrigins: [`https://crm${round}.example.com`],
          customization: {
            // Quotes, a backslash and non-ASCII: the merge in SQL must carry them intact.
            holdAndReleasePaymentDateLabel: `Payable "${round}" \\ é'`,
            holdAndReleaseForecastPaymentDateLabel: `Forecast payable ${round}`,
            totalCommissionLabel: `Total ${round}`,
            reportsPrecision: round % 11,
            forecastShowComparison: round % 2 === 0,
            forecastBelowActualColor: colors[round % 7],
            forecastAboveActualColor: colors[(round + 3) % 7],
            planAgreementsSharedWithManagers: round % 2 === 1,
            defaultPeriod: round % 2 ? 'previous' : 'current',
          },
        };
        const patches = [
          { name: expected.name },
          { statementFrequency: expected.statementFrequency },
          { embedOrigins: expected.embedOrigins },
          ...Object.entries(expected.customization).map(([key, value]) => ({
            customization: { [key]: value },
          })),
        ];
        const answers = await Promise.all(patches.map((patch) => admin('PATCH', '/companies', patch)));
        expect(answers.map((a) => a.status)).toEqual(patches.map(() => 200));
        expect((await admin('GET', '/companies')).body, `round ${round}`).toMatchObject(expected);
      }
      await admin('PATCH', '/companies', {
        name: 'Demo Company',
        statementFrequency: 'month',
        embedOrigins: [],
      });
    });

    it('apply a whole-object edit only to the version it was made from (If-Match), else 409 and nothing written', async () => {
      const token = await tokenOf('admin@demo.accrue.local');
      const read = await fetch(`${h.url}/api/companies`, { headers: headersOf(token) });
      const company = (await read.json()) as { name: string; version: number; customization: object };
      expect(read.headers.get('etag')).toBe(`"${company.version}"`);

      const patch = (etag: string | undefined, body: unknown) =>
        fetch(`${h.url}/api/companies`, {
          method: 'PATCH',
          headers: headersOf(token, etag),
          body: JSON.stringify(body),
        });
      const saved = await patch(`"${company.version}"`, { name: 'Versioned Company' });
      expect(saved.status).toBe(200);
      expect(saved.headers.get('etag')).toBe(`"${company.version + 1}"`);
      expect(((await saved.json()) as { version: number }).version).toBe(company.version + 1);

      const after = (await (
        await fetch(`${h.url}/api/companies`, { headers: headersOf(token) })
      ).json()) as object;
      for (const [etag, body] of [
        [`"${company.version}"`, { name: 'Stale Company' }],
        [`"${company.version}"`, { customization: { reportsPrecision: 7 } }],
        [`W/"${company.version + 1}"`, { name: 'Weak Company' }],
        ['"not-a-version"', { name: 'Odd Company' }],
      ] as const) {
        const stale = await patch(etag, body);
        expect(stale.status, etag).toBe(409);
        expect(((await stale.json()) as { message: string }).message).toBe(STALE_VERSION_MESSAGE);
      }
      expect(await (await fetch(`${h.url}/api/companies`, { headers: headersOf(token) })).json()).toEqual(
        after,
      );

      expect((await patch('*', { name: 'Demo Company' })).status).toBe(200);
      expect(
        (await patch(`"${company.version + 2}"`, { customization: { reportsPrecision: 2 } })).status,
      ).toBe(200);
    });
  });
});
