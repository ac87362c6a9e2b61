import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { Worker, type JobHandler } from '../../platform/jobs/index.js';
import { changedKeysOf, changeSetsSince } from './index.js';
import { refreshJobHandler } from './refresh.js';
import { connectionsTable, dataImportsTable } from './tables.js';
import { REPLAY_CLIENT, startCrmReplay, type CrmReplay } from './crm-replay/server.js';
import { setCrmSleep } from './crm-source.js';
import { STATE_REFUSED } from './crm-oauth.js';
import { CRM_SETTINGS_REFUSED } from './connectors-service.js';

const DEMO = 'admin@demo.accrue.local';
const OTHER = 'admin@other.accrue.local';
const ENV = [
  'HUBSPOT_CLIENT_ID',
  'HUBSPOT_CLIENT_SECRET',
  'HUBSPOT_API_URL',
  'HUBSPOT_AUTH_URL',
  'SALESFORCE_CLIENT_ID',
  'SALESFORCE_CLIENT_SECRET',
  'SALESFORCE_LOGIN_URL',
] as const;

let replay: CrmReplay;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
const waits: number[] = [];

function configure(on: boolean): void {
  for (const name of ENV) delete process.env[name];
  if (!on) return;
  process.env.HUBSPOT_CLIENT_ID = REPLAY_CLIENT.id;
  process.env.HUBSPOT_CLIENT_SECRET = REPLAY_CLIENT.secret;
  process.env.HUBSPOT_API_URL = replay.url;
  process.env.HUBSPOT_AUTH_URL = replay.url;
  process.env.SALESFORCE_CLIENT_ID = REPLAY_CLIENT.id;
  process.env.SALESFORCE_CLIENT_SECRET = REPLAY_CLIENT.secret;
  process.env.SALESFORCE_LOGIN_URL = replay.url;
}

beforeAll(() => {
  setCrmSleep(async (ms) => {
    waits.push(ms);
  });
});
afterAll(() => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** Follows the provider's authorization page as a browser would: the code and state it sends back. */
async function authorizeAt(url: string): Promise<{ code: string; state: string; redirect: URL }> {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const redirect = new URL(answer.headers.get('location')!);
  return { code: redirect.searchParams.get('code')!, state: redirect.searchParams.get('state')!, redirect };
}

describeOnEachDatabase('CRM connectors over HTTP', (suite) => {
  const { as } = suite;
  const seen: string[] = [];
  // A replay server per database: each run starts from the same CRM records.
  beforeAll(async () => {
    replay = await startCrmReplay({ pageSize: 2 });
    configure(true);
  });
  afterAll(async () => {
    await replay.close();
  });
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    const answer = await (await as(email))(method, path, body);
    seen.push(JSON.stringify(answer.body ?? null));
    return answer;
  };
  afterAll(() => {
    // No token issued by the CRMs ever came back out of the API.
    const everything = seen.join('\n');
    for (const token of replay.issuedTokens()) expect(everything).not.toContain(token);
  });

  describe('HubSpot', () => {
    let connectionId: number;
    const machineName = `hsdeals${suite.dialect}`;

    it('says the connector is not configured without its app, and refuses to start', async () => {
      configure(false);
      try {
        const listed = await call(DEMO, 'GET', '/connectors');
        expect(listed.body.connectors.find((c: { key: string }) => c.key === 'hubspot')).toMatchObject({
          available: false,
          configured: false,
          maxFilters: 2,
        });
        const started = await call(DEMO, 'POST', '/integrations/hubspot/authorize');
        expect(started.status).toBe(422);
        expect(started.body.errors[0].message).toMatch(
          /HubSpot app of this installation, which is not set up/,
        );
      } finally {
        configure(true);
      }
      const listed = await call(DEMO, 'GET', '/connectors');
      expect(listed.body.connectors.find((c: { key: string }) => c.key === 'hubspot')).toMatchObject({
        available: true,
        configured: true,
      });
      expect((await call(DEMO, 'POST', '/integrations/zoho/authorize')).status).toBe(404);
    });

    it('refuses a bad code, a state of another session, and registers a good code', async () => {
      const started = await call(DEMO, 'POST', '/integrations/hubspot/authorize');
      expect(started.status).toBe(200);
      const url = new URL(started.body.url);
      expect(url.pathname).toBe('/oauth/authorize');
      expect(url.searchParams.get('client_id')).toBe(REPLAY_CLIENT.id);
      const { code, state, redirect } = await authorizeAt(started.body.url);
      expect(redirect.pathname).toBe('/auth/hubspot/callback');

      const bad = await call(DEMO, 'POST', '/integrations/hubspot/register', { code: 'not-a-code', state });
      expect(bad.status).toBe(422);
      expect(bad.body.errors[0]).toMatchObject({
        field: 'code',
        message: expect.stringMatching(/unknown auth code/),
      });
      // Another sign-in session (or another company) cannot use this state.
      const otherSession = await suite.signIn(DEMO);
      const stolen = await api(suite.harness(), otherSession)('POST', '/integrations/hubspot/register', {
        code,
        state,
      });
      expect(stolen.status).toBe(422);
      expect((await call(OTHER, 'POST', '/integrations/hubspot/register', { code, state })).status).toBe(422);
      const forged = await call(DEMO, 'POST', '/integrations/hubspot/register', { code, state: `${state}x` });
      expect(forged.status).toBe(422);

      const registered = await call(DEMO, 'POST', '/integrations/hubspot/register', { code, state });
      expect(registered.status).toBe(200);
      expect(registered.body).toMatchObject({
        connectorKey: 'hubspot',
        name: 'HubSpot',
        status: 'ACTIVE',
        settings: null,
      });
      connectionId = registered.body.id;
      const row = await (await suite.tenantOf(DEMO)).findById(connectionsTable, connectionId);
      for (const token of replay.issuedTokens()) expect(row?.secret).not.toContain(token);
      expect((await call(OTHER, 'GET', `/data-connections/${connectionId}`)).status).toBe(404);
      expect((await call(OTHER, 'GET', `/data-connections/${connectionId}/tables`)).status).toBe(404);
    });

    it('refuses a state used already, in any process, and writes nothing', async () => {
      const tenant = await suite.tenantOf(DEMO);
      const before = await tenant.findById(connectionsTable, connectionId);
      const issued = replay.issuedTokens().length;
      // The state just registered, sent again with a fresh code of the provider for it.
      const { state } = await authorizeAt(
        (await call(DEMO, 'POST', '/integrations/hubspot/authorize')).body.url,
      );
      const first = await call(DEMO, 'POST', '/integrations/hubspot/register', {
        code: (await authorizeAt((await call(DEMO, 'POST', '/integrations/hubspot/authorize')).body.url))
          .code,
        state,
      });
      expect(first.status).toBe(200);
      const between = await tenant.findById(connectionsTable, connectionId);
      const tokensBetween = replay.issuedTokens().length;
      const replayed = await call(DEMO, 'POST', '/integrations/hubspot/register', {
        code: (await authorizeAt((await call(DEMO, 'POST', '/integrations/hubspot/authorize')).body.url))
          .code,
        state,
      });
      expect(replayed.status).toBe(422);
      expect(replayed.body.errors).toEqual([{ field: 'state', message: STATE_REFUSED }]);
      // Nothing written, and the code was never even exchanged.
      expect(await tenant.findById(connectionsTable, connectionId)).toEqual(between);
      expect(replay.issuedTokens().length).toBe(tokensBetween);
      expect(Number(between!.version)).toBe(Number(before!.version) + 1);
      expect(tokensBetween).toBeGreaterThan(issued);

      // Two registrations of one fresh state at once (as from two API processes): one wins.
      const fresh = await authorizeAt((await call(DEMO, 'POST', '/integrations/hubspot/authorize')).body.url);
      const other = await authorizeAt((await call(DEMO, 'POST', '/integrations/hubspot/authorize')).body.url);
      const both = await Promise.all([
        call(DEMO, 'POST', '/integrations/hubspot/register', { code: fresh.code, state: fresh.state }),
        call(DEMO, 'POST', '/integrations/hubspot/register', { code: other.code, state: fresh.state }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 422]);
    });

    it("edits the connection's schedule and name only, from the version read", async () => {
      const read = await call(DEMO, 'GET', `/data-connections/${connectionId}`);
      expect(read.body).toMatchObject({ schedule: 'DAILY' });
      const token = await suite.signIn(DEMO);
      const patch = (body: unknown, version: number) =>
        fetch(`${suite.harness().url}/api/data-connections/${connectionId}`, {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'if-match': `"${version}"`,
          },
          body: JSON.stringify(body),
        });
      const manual = await patch({ schedule: 'MANUAL' }, read.body.version);
      expect(manual.status).toBe(200);
      expect(manual.headers.get('etag')).toBe(`"${read.body.version + 1}"`);
      expect(await manual.json()).toMatchObject({ schedule: 'MANUAL', version: read.body.version + 1 });
      // From the version read before: someone changed it since, 409, nothing written.
      const stale = await patch({ schedule: 'DAILY' }, read.body.version);
      expect(stale.status).toBe(409);
      // Database settings are no CRM's: 422 naming them, nothing written.
      const settings = await patch({ host: 'db.example', password: 'x' }, read.body.version + 1);
      expect(settings.status).toBe(422);
      expect(((await settings.json()) as { errors: unknown }).errors).toEqual([
        { field: 'host', message: CRM_SETTINGS_REFUSED },
        { field: 'password', message: CRM_SETTINGS_REFUSED },
      ]);
      expect(
        (await call(OTHER, 'PATCH', `/data-connections/${connectionId}`, { schedule: 'DAILY' })).status,
      ).toBe(404);
      const after = await call(DEMO, 'GET', `/data-connections/${connectionId}`);
      expect(after.body).toMatchObject({
        schedule: 'MANUAL',
        version: read.body.version + 1,
        settings: null,
      });
      // A MANUAL connection gets no nightly refresh; back to DAILY for the tests that follow.
      expect((await patch({ schedule: 'DAILY' }, read.body.version + 1)).status).toBe(200);
    });

    it('lists objects and previews deals with the formats of their property types', async () => {
      const tables = await call(DEMO, 'GET', `/data-connections/${connectionId}/tables`);
      expect(tables.status).toBe(200);
      expect(tables.body.items).toContainEqual({ schema: 'hubspot', name: 'deals' });
      const preview = await call(
        DEMO,
        'GET',
        `/data-connections/${connectionId}/preview?schema=hubspot&table=deals`,
      );
      expect(preview.status).toBe(200);
      const formats = Object.fromEntries(
        preview.body.columns.map((c: { name: string; detectedFormat: string }) => [c.name, c.detectedFormat]),
      );
      expect(formats).toEqual({
        id: 'text',
        dealname: 'text',
        amount: 'number',
        closedate: 'date-time',
        dealstage: 'text',
        pipeline: 'text',
        createdate: 'date-time',
        hs_lastmodifieddate: 'date-time',
      });
      // Three deals over two pages.
      expect(preview.body.rows.map((r: string[]) => r[0])).toEqual(['5001', '5002', '5003']);
    });

    it('imports deals into a model, refuses a third filter, and refreshes only changed rows', async () => {
      const model = await call(DEMO, 'POST', '/objects-definitions', {
        machineName,
        name: 'HubSpot deals',
        keyField: 'dealId',
        fields: [
          { identifier: 'dealId', label: 'id', format: 'text' },
          { identifier: 'dealName', label: 'dealname', format: 'text' },
          { identifier: 'amount', label: 'amount', format: 'currency' },
          { identifier: 'stage', label: 'dealstage', format: 'text' },
        ],
      });
      expect(model.status).toBe(201);
      const filter = { field: 'pipeline', operator: 'EQ', value: 'default' };
      const tooMany = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: 'hubspot',
        table: 'deals',
        objectName: machineName,
        filters: [filter, filter, filter],
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors[0]).toEqual({
        field: 'filters',
        message: 'HubSpot takes at most 2 filters.',
      });

      const pending = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: 'hubspot',
        table: 'deals',
        objectName: machineName,
        filters: [filter],
      });
      expect(pending.status).toBe(201);
      expect(pending.body).toMatchObject({ status: 'PENDING', rowCount: 3, counts: { added: 3 } });
      const applied = await call(DEMO, 'POST', `/data-imports/${pending.body.id}/apply`);
      expect(applied.body).toMatchObject({ status: 'SUCCESS', changeSet: { added: 3 } });
      const records = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=dealId`,
      );
      expect(records.body.items.map((r: { data: unknown }) => r.data)).toEqual([
        { dealId: '5001', dealName: 'Acme renewal', amount: '1200.5', stage: 'closedwon' },
        { dealId: '5002', dealName: 'Globex expansion', amount: '980', stage: 'contractsent' },
        { dealId: '5003', dealName: 'Initech pilot', amount: '2400.1', stage: 'closedwon' },
      ]);

      // One deal changes in HubSpot; a rate limit first; the refresh reads only what changed.
      replay.touch('hubspot', 'deals', '5002', { amount: '1100' });
      replay.rateLimit(2);
      waits.length = 0;
      const before = replay.calls.length;
      const tenant = await suite.tenantOf(DEMO);
      const [last] = (await changeSetsSince(tenant, { afterId: 0, limit: 1000 })).slice(-1);
      const worker = new Worker(suite.harness().db, {
        handlers: [refreshJobHandler as JobHandler<never, unknown>],
        schedules: [],
        renewMs: 50,
        pollMs: 10,
      });
      const asked = await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(asked.status).toBe(202);
      expect(await worker.runOnce()).toBe(true);
      const done = (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item;
      expect(done).toMatchObject({
        status: 'SUCCESS',
        progress: { done: 1, total: 1 },
        models: [{ objectName: machineName, added: 0, changed: 1, removed: 0 }],
      });
      expect(waits).toHaveLength(2);
      const searches = replay.calls.slice(before).filter((c) => c.path === '/crm/v3/objects/deals/search');
      expect(searches).toHaveLength(1);
      const search = JSON.parse(searches.at(-1)!.body);
      expect(search.filterGroups[0].filters).toEqual([
        { propertyName: 'pipeline', operator: 'EQ', value: 'default' },
        { propertyName: 'hs_lastmodifieddate', operator: 'GTE', value: expect.stringMatching(/^\d+$/) },
      ]);
      const sets = await changeSetsSince(tenant, { afterId: last!.id, limit: 10 });
      expect(sets).toEqual([expect.objectContaining({ added: 0, changed: 1, removed: 0 })]);
      const keys = await changedKeysOf(tenant, sets[0]!.id, { page: 0, limit: 10 });
      expect(keys.items.map((k) => `${k.kind}:${k.key}`)).toEqual(['CHANGED:5002']);
      const imports = await call(DEMO, 'GET', `/data-imports?objectName=${machineName}&page=0&limit=1`);
      expect(imports.body.items[0]).toMatchObject({ rowCount: 1, scope: 'PARTIAL' });

      // The access token expires: renewed once with the refresh token, the refresh goes on.
      replay.expireAccessTokens();
      replay.touch('hubspot', 'deals', '5003', { dealstage: 'closedlost' });
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'SUCCESS',
        models: [expect.objectContaining({ changed: 1 })],
      });
      const renewed = await (await suite.tenantOf(DEMO)).findById(connectionsTable, connectionId);
      for (const token of replay.issuedTokens()) expect(renewed?.secret).not.toContain(token);

      // The refresh token is refused too: ERROR with the cause `token`, the records kept.
      replay.expireAccessTokens();
      replay.revokeRefreshTokens();
      replay.touch('hubspot', 'deals', '5001', { amount: '1' });
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'ERROR',
        cause: 'token',
        error: expect.stringMatching(/refresh token/),
      });
      const connection = await call(DEMO, 'GET', `/data-connections/${connectionId}`);
      expect(connection.body).toMatchObject({
        status: 'ERROR',
        error: expect.stringMatching(/HubSpot refused/),
      });
      const kept = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=dealId`,
      );
      expect(kept.body.items.map((r: { data: { amount: string } }) => r.data.amount)).toEqual([
        '1200.5',
        '1100',
        '2400.1',
      ]);
      expect((await call(OTHER, 'POST', '/refreshments', { connectionId })).status).toBe(404);

      // Connecting again sets the same connection ACTIVE.
      const again = await call(DEMO, 'POST', '/integrations/hubspot/authorize');
      const back = await authorizeAt(again.body.url);
      const registered = await call(DEMO, 'POST', '/integrations/hubspot/register', {
        code: back.code,
        state: back.state,
      });
      expect(registered.body).toMatchObject({ id: connectionId, status: 'ACTIVE', error: null });
    });

    it('removes a deal deleted in HubSpot in the same change set as the upserts', async () => {
      replay.remove('hubspot', 'deals', '5002');
      replay.touch('hubspot', 'deals', '5001', { amount: '1300' });
      const tenant = await suite.tenantOf(DEMO);
      const [last] = (await changeSetsSince(tenant, { afterId: 0, limit: 1000 })).slice(-1);
      const before = replay.calls.length;
      const worker = new Worker(suite.harness().db, {
        handlers: [refreshJobHandler as JobHandler<never, unknown>],
        schedules: [],
        renewMs: 50,
        pollMs: 10,
      });
      expect((await call(DEMO, 'POST', '/refreshments', { connectionId })).status).toBe(202);
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'SUCCESS',
        models: [{ objectName: machineName, added: 0, changed: 1, removed: 1 }],
      });
      // The archived deals were asked for, paged like any list.
      expect(
        replay.calls.slice(before).some((c) => /^\/crm\/v3\/objects\/deals\?.*archived=true/.test(c.path)),
      ).toBe(true);
      const records = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=dealId`,
      );
      expect(records.body.items.map((r: { data: { dealId: string } }) => r.data.dealId)).toEqual([
        '5001',
        '5003',
      ]);
      const sets = await changeSetsSince(tenant, { afterId: last!.id, limit: 10 });
      expect(sets).toEqual([expect.objectContaining({ added: 0, changed: 1, removed: 1 })]);
      const keys = await changedKeysOf(tenant, sets[0]!.id, { page: 0, limit: 10 });
      expect(keys.items.map((k) => `${k.kind}:${k.key}`).sort()).toEqual(['CHANGED:5001', 'REMOVED:5002']);

      // Read again: the deal archived earlier is not removed twice.
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({ status: 'SUCCESS', models: [{ added: 0, changed: 0, removed: 0 }] });
    });
  });

  describe('HubSpot custom objects', () => {
    let connectionId: number;
    const carsModel = `hscars${suite.dialect}`;

    it('lists custom objects by type id and label, and imports and refreshes one like the others', async () => {
      const started = await call(DEMO, 'POST', '/integrations/hubspot/authorize');
      expect(new URL(started.body.url).searchParams.get('optional_scope')).toBe(
        'crm.schemas.custom.read crm.objects.custom.read',
      );
      const listed = await call(DEMO, 'GET', '/connectors');
      connectionId = listed.body.connections.find(
        (c: { connectorKey: string }) => c.connectorKey === 'hubspot',
      ).id;
      const tables = await call(DEMO, 'GET', `/data-connections/${connectionId}/tables`);
      expect(tables.status).toBe(200);
      expect(tables.body.items).toContainEqual({ schema: 'hubspot', name: 'deals' });
      expect(tables.body.items.at(-1)).toEqual({ schema: 'hubspot', name: '2-123456', label: 'Cars' });
      const preview = await call(
        DEMO,
        'GET',
        `/data-connections/${connectionId}/preview?schema=hubspot&table=2-123456`,
      );
      expect(preview.status).toBe(200);
      expect(
        preview.body.columns.map(
          (c: { name: string; detectedFormat: string }) => `${c.name}:${c.detectedFormat}`,
        ),
      ).toEqual(['id:text', 'model:text', 'vin:text', 'price:number', 'hs_lastmodifieddate:date-time']);
      expect(
        (await call(DEMO, 'GET', `/data-connections/${connectionId}/preview?schema=hubspot&table=2-999`))
          .status,
      ).toBe(422);

      expect(
        (
          await call(DEMO, 'POST', '/objects-definitions', {
            machineName: carsModel,
            name: 'Cars',
            keyField: 'carId',
            fields: [
              { identifier: 'carId', label: 'id', format: 'text' },
              { identifier: 'model', label: 'model', format: 'text' },
              { identifier: 'price', label: 'price', format: 'currency' },
            ],
          })
        ).status,
      ).toBe(201);
      const pending = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: 'hubspot',
        table: '2-123456',
        objectName: carsModel,
        filters: [],
      });
      expect(pending.status).toBe(201);
      expect(pending.body).toMatchObject({ rowCount: 2, counts: { added: 2 } });
      expect((await call(DEMO, 'POST', `/data-imports/${pending.body.id}/apply`)).body).toMatchObject({
        status: 'SUCCESS',
        changeSet: { added: 2 },
      });

      // Changed and deleted in HubSpot: the refresh of this model reads the changes and the archive.
      replay.touch('hubspot', '2-123456', '7002', { price: '39000' });
      replay.remove('hubspot', '2-123456', '7001');
      const before = replay.calls.length;
      const worker = new Worker(suite.harness().db, {
        handlers: [refreshJobHandler as JobHandler<never, unknown>],
        schedules: [],
        renewMs: 50,
        pollMs: 10,
      });
      expect(
        (await call(DEMO, 'POST', '/refreshments', { connectionId, objectName: carsModel })).status,
      ).toBe(202);
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'SUCCESS',
        models: [{ objectName: carsModel, added: 0, changed: 1, removed: 1 }],
      });
      const paths = replay.calls.slice(before).map((c) => c.path);
      expect(paths).toContain('/crm/v3/objects/2-123456/search');
      expect(
        paths.some((p) => p.startsWith('/crm/v3/objects/2-123456?') && p.includes('archived=true')),
      ).toBe(true);
      const records = await call(
        DEMO,
        'GET',
        `/objects-definitions/${carsModel}/records?limit=10&sort=carId`,
      );
      expect(records.body.items.map((r: { data: unknown }) => r.data)).toEqual([
        { carId: '7002', model: 'Pickup', price: '39000' },
      ]);
    });
  });

  describe('Salesforce', () => {
    let connectionId: number;
    const machineName = `sfopps${suite.dialect}`;

    it('connects with PKCE, discovers sobjects, imports and refreshes by SystemModstamp', async () => {
      const started = await call(DEMO, 'POST', '/integrations/salesforce/authorize');
      expect(started.status).toBe(200);
      const url = new URL(started.body.url);
      expect(url.pathname).toBe('/services/oauth2/authorize');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('response_type')).toBe('code');
      const { code, state } = await authorizeAt(started.body.url);
      const bad = await call(DEMO, 'POST', '/integrations/salesforce/register', { code: 'nope', state });
      expect(bad.status).toBe(422);
      const registered = await call(DEMO, 'POST', '/integrations/salesforce/register', { code, state });
      expect(registered.status).toBe(200);
      connectionId = registered.body.id;

      const tables = await call(DEMO, 'GET', `/data-connections/${connectionId}/tables`);
      expect(tables.body.items).toEqual([
        { schema: 'salesforce', name: 'Opportunity' },
        { schema: 'salesforce', name: 'Account' },
      ]);
      const preview = await call(
        DEMO,
        'GET',
        `/data-connections/${connectionId}/preview?schema=salesforce&table=Opportunity`,
      );
      expect(
        preview.body.columns.map(
          (c: { name: string; detectedFormat: string }) => `${c.name}:${c.detectedFormat}`,
        ),
      ).toEqual([
        'Id:text',
        'Name:text',
        'Amount:number',
        'CloseDate:date',
        'StageName:text',
        'IsWon:boolean',
        'AccountId:text',
        'SystemModstamp:date-time',
      ]);
      const account = await call(
        DEMO,
        'GET',
        `/data-connections/${connectionId}/preview?schema=salesforce&table=Account`,
      );
      expect(account.body.columns.map((c: { name: string }) => c.name)).not.toContain('BillingAddress');

      expect(
        (
          await call(DEMO, 'POST', '/objects-definitions', {
            machineName,
            name: 'Opportunities',
            keyField: 'oppId',
            fields: [
              { identifier: 'oppId', label: 'Id', format: 'text' },
              { identifier: 'amount', label: 'Amount', format: 'currency' },
              { identifier: 'closeDate', label: 'CloseDate', format: 'date' },
              { identifier: 'won', label: 'IsWon', format: 'boolean' },
            ],
          })
        ).status,
      ).toBe(201);
      const pending = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: 'salesforce',
        table: 'Opportunity',
        objectName: machineName,
        filters: [
          { field: 'Amount', operator: 'GT', value: '100' },
          { field: 'StageName', operator: 'NEQ', value: "O'Brien" },
          { field: 'IsWon', operator: 'EQ', value: 'true' },
        ],
      });
      expect(pending.status).toBe(201);
      expect(pending.body.rowCount).toBe(2);
      const applied = await call(DEMO, 'POST', `/data-imports/${pending.body.id}/apply`);
      expect(applied.body.changeSet).toMatchObject({ added: 2 });

      replay.touch('salesforce', 'Opportunity', '006000000000003AAA', { Amount: 2500 });
      replay.rateLimit(1);
      waits.length = 0;
      const before = replay.calls.length;
      const worker = new Worker(suite.harness().db, {
        handlers: [refreshJobHandler as JobHandler<never, unknown>],
        schedules: [],
        renewMs: 50,
        pollMs: 10,
      });
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'SUCCESS',
        models: [{ objectName: machineName, added: 0, changed: 1, removed: 0 }],
      });
      expect(waits).toEqual([1000]);
      const query = replay.calls.slice(before).find((c) => c.path.startsWith('/services/data/v60.0/query?'));
      expect(decodeURIComponent(query!.path)).toMatch(
        /WHERE Amount > 100 AND StageName != 'O\\'Brien' AND IsWon = true AND SystemModstamp >= \d{4}-/,
      );
      const records = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=oppId`,
      );
      expect(records.body.items.map((r: { data: unknown }) => r.data)).toEqual([
        { oppId: '006000000000001AAA', amount: '1200.5', closeDate: '2024-03-15', won: true },
        { oppId: '006000000000003AAA', amount: '2500', closeDate: '2024-04-20', won: true },
      ]);

      // An opportunity deleted in Salesforce: getDeleted names it, the refresh removes it.
      replay.remove('salesforce', 'Opportunity', '006000000000003AAA');
      const removedFrom = replay.calls.length;
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'SUCCESS',
        models: [{ objectName: machineName, added: 0, changed: 0, removed: 1 }],
      });
      const getDeleted = replay.calls
        .slice(removedFrom)
        .find((c) => c.path.startsWith('/services/data/v60.0/sobjects/Opportunity/deleted/?'));
      expect(new URL(getDeleted!.path, replay.url).searchParams.get('start')).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/,
      );
      const tenant = await suite.tenantOf(DEMO);
      const [removedSet] = (await changeSetsSince(tenant, { afterId: 0, limit: 1000 })).slice(-1);
      expect(
        (await changedKeysOf(tenant, removedSet!.id, { page: 0, limit: 10 })).items.map(
          (k) => `${k.kind}:${k.key}`,
        ),
      ).toEqual(['REMOVED:006000000000003AAA']);
      const left = await call(DEMO, 'GET', `/objects-definitions/${machineName}/records?limit=10&sort=oppId`);
      expect(left.body.items.map((r: { data: { oppId: string } }) => r.data.oppId)).toEqual([
        '006000000000001AAA',
      ]);

      // Last read longer ago than getDeleted reaches (30 days): the object is read whole, and what
      // it no longer has is removed by absence.
      const [lastRead] = await tenant.findAll(dataImportsTable, {
        where: { connectionId, status: 'SUCCESS' },
        order: [['id', 'DESC']],
        limit: 1,
      });
      const source = JSON.parse(lastRead!.source!) as { readAt: string };
      source.readAt = new Date(Date.now() - 40 * 86_400_000).toISOString();
      await tenant.update(dataImportsTable, { id: lastRead!.id }, { source: JSON.stringify(source) });
      replay.remove('salesforce', 'Opportunity', '006000000000001AAA');
      const wholeFrom = replay.calls.length;
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'SUCCESS',
        models: [{ objectName: machineName, added: 0, changed: 0, removed: 1 }],
      });
      const whole = replay.calls.slice(wholeFrom).map((c) => decodeURIComponent(c.path));
      expect(whole.some((p) => p.includes('/deleted/'))).toBe(false);
      expect(whole.find((p) => p.includes('/query?'))).not.toMatch(/SystemModstamp >=/);
      const imports = await call(DEMO, 'GET', `/data-imports?objectName=${machineName}&page=0&limit=1`);
      expect(imports.body.items[0]).toMatchObject({ scope: 'FULL', rowCount: 0 });
      expect(
        (await call(DEMO, 'GET', `/objects-definitions/${machineName}/records?limit=10`)).body.items,
      ).toEqual([]);

      // An expired session renewed; then a revoked refresh token: ERROR, cause token.
      replay.expireAccessTokens();
      replay.revokeRefreshTokens();
      await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(await worker.runOnce()).toBe(true);
      expect(
        (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item,
      ).toMatchObject({
        status: 'ERROR',
        cause: 'token',
      });
      expect((await call(DEMO, 'GET', `/data-connections/${connectionId}`)).body.status).toBe('ERROR');
    });
  });
});
