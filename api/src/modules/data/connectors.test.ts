import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { Worker, type JobHandler } from '../../platform/jobs/index.js';
import { changedKeysOf, changeSetsSince } from './index.js';
import { enqueueNightlyRefreshes, refreshJobHandler } from './refresh.js';
import { connectionsTable } from './tables.js';
import {
  mariadbFixture,
  postgresFixture,
  postgresUnreachable,
  POSTGRES_URL,
  type SourceFixture,
} from './sql-source-fixtures.js';
import { sourceRows } from './sql-source.js';

const postgresError = await postgresUnreachable();
if (postgresError) {
  if (process.env.CI === 'true')
    throw new Error(`PostgreSQL at ${POSTGRES_URL} is unreachable on CI: ${postgresError}`);
  console.warn(
    `\n⚠️  PostgreSQL at ${POSTGRES_URL} is unreachable (${postgresError}): the PostgreSQL source tests are SKIPPED.\n`,
  );
}

const DEMO = 'admin@demo.accrue.local';
const OTHER = 'admin@other.accrue.local';

const SOURCES: { kind: 'postgresql' | 'mysql'; make: () => Promise<SourceFixture> }[] = [
  ...(postgresError ? [] : [{ kind: 'postgresql' as const, make: postgresFixture }]),
  { kind: 'mysql', make: mariadbFixture },
];

describeOnEachDatabase('database connectors over HTTP', (suite) => {
  const { as } = suite;

  describe.each(SOURCES)('a $kind source', ({ kind, make }) => {
    let source: SourceFixture;
    const machineName = `deals${kind}`;
    /** Every response body seen, to check that the password never comes back. */
    const seen: string[] = [];
    const call = async (email: string, method: string, path: string, body?: unknown) => {
      const answer = await (await as(email))(method, path, body);
      seen.push(JSON.stringify(answer.body ?? null));
      return answer;
    };
    let connectionId: number;

    beforeAll(async () => {
      source = await make();
    }, 60_000);
    afterAll(async () => {
      expect(seen.join('\n')).not.toContain(source.password);
      await source.drop();
    });

    it('creates a connection that never answers its password', async () => {
      const created = await call(DEMO, 'POST', '/data-connections', {
        connectorKey: kind,
        name: `Warehouse ${kind}`,
        ...source.settings,
        password: source.password,
        schedule: 'DAILY',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        connectorKey: kind,
        status: 'ACTIVE',
        hasPassword: true,
        schedule: 'DAILY',
        settings: source.settings,
      });
      expect(created.body).not.toHaveProperty('password');
      connectionId = created.body.id;
      // Stored encrypted, not as typed.
      const tenant = await suite.tenantOf(DEMO);
      const row = await tenant.findById(connectionsTable, connectionId);
      expect(row?.secret).toBeTruthy();
      expect(row?.secret).not.toContain(source.password);
      const listed = await call(DEMO, 'GET', '/connectors');
      expect(listed.body.connections).toContainEqual(
        expect.objectContaining({ id: connectionId, status: 'ACTIVE' }),
      );
      expect(listed.body.connectors.find((c: { key: string }) => c.key === kind).available).toBe(true);
    });

    it('tests it, lists its tables and previews a table with the formats of a sample', async () => {
      const tested = await call(DEMO, 'POST', `/data-connections/${connectionId}/test`);
      expect(tested.status).toBe(200);
      expect(tested.body.status).toBe('ACTIVE');
      const tables = await call(DEMO, 'GET', `/data-connections/${connectionId}/tables`);
      expect(tables.status).toBe(200);
      expect(tables.body.items).toContainEqual({ schema: source.schema, name: 'deals' });
      const preview = await call(
        DEMO,
        'GET',
        `/data-connections/${connectionId}/preview?schema=${source.schema}&table=deals`,
      );
      expect(preview.status).toBe(200);
      expect(preview.body.columns.map((c: { name: string }) => c.name)).toEqual([
        'deal_id',
        'account',
        'amount',
        'closed_on',
        'won',
      ]);
      const formats = Object.fromEntries(
        preview.body.columns.map((c: { name: string; detectedFormat: string }) => [c.name, c.detectedFormat]),
      );
      expect(formats).toMatchObject({ deal_id: 'text', amount: 'number', closed_on: 'date' });
      expect(preview.body.rows[0]).toEqual(['D-1', 'Acme', '1200.50', '2026-01-15', expect.any(String)]);
    });

    it('maps the table to a model, previews, applies with a change set, and refreshes changes', async () => {
      const model = await call(DEMO, 'POST', '/objects-definitions', {
        machineName,
        name: `Deals from ${kind}`,
        keyField: 'dealId',
        fields: [
          // Identifiers are letters and digits: the columns map to fields by label.
          { identifier: 'dealId', label: 'deal_id', format: 'text' },
          { identifier: 'account', label: 'account', format: 'text' },
          { identifier: 'amount', label: 'amount', format: 'currency' },
          { identifier: 'closedOn', label: 'closed_on', format: 'date' },
          { identifier: 'won', label: 'won', format: 'boolean' },
        ],
      });
      expect(model.status).toBe(201);
      const pending = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: source.schema,
        table: 'deals',
        objectName: machineName,
      });
      expect(pending.status).toBe(201);
      expect(pending.body).toMatchObject({
        status: 'PENDING',
        fileType: 'table',
        fileName: `${source.schema}.deals`,
        rowCount: 3,
        counts: { added: 3, changed: 0, removed: 0, unchanged: 0 },
      });
      const applied = await call(DEMO, 'POST', `/data-imports/${pending.body.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({
        status: 'SUCCESS',
        changeSet: { added: 3, changed: 0, removed: 0 },
      });
      const records = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=dealId`,
      );
      expect(records.body.items.map((r: { data: unknown }) => r.data)).toEqual([
        { dealId: 'D-1', account: 'Acme', amount: '1200.50', closedOn: '2026-01-15', won: true },
        { dealId: 'D-2', account: 'Globex', amount: '980.00', closedOn: '2026-02-01', won: false },
        { dealId: 'D-3', account: 'Initech', amount: '2400.10', closedOn: '2026-02-20', won: true },
      ]);

      // The source changes: one amount, one deal gone, one new.
      await source.exec(`UPDATE deals SET amount = 1300.25 WHERE deal_id = 'D-2'`);
      await source.exec(`DELETE FROM deals WHERE deal_id = 'D-3'`);
      await source.exec(
        `INSERT INTO deals VALUES ('D-4', 'Hooli', 10.01, '2026-03-01', ${kind === 'postgresql' ? 'false' : '0'})`,
      );
      const second = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: source.schema,
        table: 'deals',
        objectName: machineName,
      });
      expect(second.body.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
      const secondApplied = await call(DEMO, 'POST', `/data-imports/${second.body.id}/apply`);
      expect(secondApplied.body.changeSet).toMatchObject({ added: 1, changed: 1, removed: 1 });
      const keys = await changedKeysOf(await suite.tenantOf(DEMO), secondApplied.body.changeSet.id, {
        page: 0,
        limit: 10,
      });
      expect(keys.items.map((k) => `${k.kind}:${k.key}`).sort()).toEqual([
        'ADDED:D-4',
        'CHANGED:D-2',
        'REMOVED:D-3',
      ]);
    });

    it('refreshes the mapped table as a job: a change set, the status and the last run', async () => {
      const worker = new Worker(suite.harness().db, {
        handlers: [refreshJobHandler as JobHandler<never, unknown>],
        schedules: [],
        renewMs: 50,
        pollMs: 10,
      });
      const tenant = await suite.tenantOf(DEMO);
      const [before] = (await changeSetsSince(tenant, { afterId: 0, limit: 1000 })).slice(-1);
      await source.exec(`UPDATE deals SET account = 'Acme Corp' WHERE deal_id = 'D-1'`);
      const asked = await call(DEMO, 'POST', '/refreshments', { connectionId });
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ connectionId, status: 'PENDING', scope: 'full', cause: null });
      // One at a time per connection.
      expect((await call(DEMO, 'POST', '/refreshments', { connectionId })).status).toBe(409);
      expect(await worker.runOnce()).toBe(true);
      const last = await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`);
      expect(last.body.item).toMatchObject({
        id: asked.body.id,
        status: 'SUCCESS',
        progress: { done: 1, total: 1 },
        models: [{ objectName: machineName, added: 0, changed: 1, removed: 0 }],
      });
      const sets = await changeSetsSince(tenant, { afterId: before!.id, limit: 10 });
      expect(sets).toEqual([expect.objectContaining({ added: 0, changed: 1, removed: 0 })]);
      const all = await call(DEMO, 'GET', '/connectors/refreshments/last');
      expect(all.body.items).toContainEqual(expect.objectContaining({ id: asked.body.id, connectionId }));
      const records = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=dealId`,
      );
      expect(records.body.items[0].data.account).toBe('Acme Corp');

      // A refresh that cannot read the source leaves the records as they were and says why.
      const broken = kind === 'postgresql' ? { user: 'nobody_here' } : { password: 'not-the-password' };
      expect((await call(DEMO, 'PATCH', `/data-connections/${connectionId}`, broken)).status).toBe(200);
      await source.exec(`UPDATE deals SET account = 'Lost' WHERE deal_id = 'D-1'`);
      const failing = await call(DEMO, 'POST', '/refreshments', { connectionId, objectName: machineName });
      expect(failing.body.scope).toBe('partial');
      expect(await worker.runOnce()).toBe(true);
      const failed = (
        await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last?objectName=${machineName}`)
      ).body.item;
      expect(failed).toMatchObject({
        status: 'ERROR',
        cause: 'configuration',
        error: expect.stringMatching(/refused/),
      });
      expect((await call(DEMO, 'GET', `/data-connections/${connectionId}`)).body.status).toBe('ERROR');
      const kept = await call(
        DEMO,
        'GET',
        `/objects-definitions/${machineName}/records?limit=10&sort=dealId`,
      );
      expect(kept.body.items[0].data.account).toBe('Acme Corp');
      const fixed = kind === 'postgresql' ? { user: source.settings.user } : { password: source.password };
      expect((await call(DEMO, 'PATCH', `/data-connections/${connectionId}`, fixed)).status).toBe(200);

      // Stopped before a worker took it: STOPPED at once, the cause said; stopping again is a conflict.
      const stopped = await call(DEMO, 'POST', '/refreshments', { connectionId });
      const stop = await call(DEMO, 'PATCH', `/refreshments/${stopped.body.id}/stop`);
      expect(stop.status).toBe(200);
      expect(stop.body).toMatchObject({ status: 'STOPPED', cause: 'stopped' });
      expect((await call(DEMO, 'PATCH', `/refreshments/${stopped.body.id}/forcestop`)).status).toBe(409);
      expect((await call(OTHER, 'PATCH', `/refreshments/${stopped.body.id}/stop`)).status).toBe(404);

      // Nightly: one refresh per DAILY connection and day, whichever worker schedules it.
      expect(await enqueueNightlyRefreshes(tenant, '2026-11-25')).toBeGreaterThanOrEqual(1);
      expect(await enqueueNightlyRefreshes(tenant, '2026-11-25')).toBe(0);
      while (await worker.runOnce());
      const nightly = (await call(DEMO, 'GET', `/connectors/${connectionId}/refreshments/last`)).body.item;
      expect(nightly).toMatchObject({ status: 'SUCCESS', models: [expect.objectContaining({ changed: 1 })] });
      expect((await call(DEMO, 'GET', `/data-connections/${connectionId}`)).body.status).toBe('ACTIVE');
    });

    it('refuses a table that is not in the catalogue, naming it, without running it', async () => {
      const injected = await call(
        DEMO,
        'GET',
        `/data-connections/${connectionId}/preview?schema=${source.schema}&table=${encodeURIComponent('deals; DROP TABLE deals')}`,
      );
      expect(injected.status).toBe(422);
      expect(injected.body.message).toContain('does not exist');
      // The table is still there.
      expect((await call(DEMO, 'GET', `/data-connections/${connectionId}/tables`)).body.items).toContainEqual(
        {
          schema: source.schema,
          name: 'deals',
        },
      );
    });

    it("never reads the product's own database, nor another database of the server", async () => {
      if (kind === 'mysql') {
        const elsewhere = await call(
          DEMO,
          'GET',
          `/data-connections/${connectionId}/preview?schema=mysql&table=user`,
        );
        expect(elsewhere.status).toBe(422);
        expect(elsewhere.body.errors[0].message).toContain(
          `Only tables of the database "${source.settings.database}"`,
        );
      }
      if (kind === 'mysql' && suite.dialect === 'mysql') {
        const own = suite.harness().db.sequelize.config;
        const refused = await call(DEMO, 'POST', '/data-connections', {
          connectorKey: 'mysql',
          name: 'The product itself',
          // Another name of the same machine than the product's (127.0.0.1) is the same server.
          host: '127.0.0.2',
          port: Number(own.port ?? 3306),
          database: String(own.database),
          user: 'root',
          password: '',
        });
        expect(refused.status).toBe(422);
        expect(refused.body.errors[0].message).toContain("the product's own database");
      }
    });

    it('refuses a table whose values do not fit the fields, naming the row and the column', async () => {
      const model = await call(DEMO, 'POST', '/objects-definitions', {
        machineName: `${machineName}bad`,
        name: `Bad deals from ${kind}`,
        keyField: 'dealId',
        fields: [
          { identifier: 'dealId', label: 'deal_id', format: 'text' },
          { identifier: 'account', label: 'account', format: 'date' },
        ],
      });
      expect(model.status).toBe(201);
      const refused = await call(DEMO, 'POST', `/data-connections/${connectionId}/imports`, {
        schema: source.schema,
        table: 'deals',
        objectName: `${machineName}bad`,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].message).toBe(
        'Row 2, column "account": Date is not in YYYY-MM-DD format',
      );
      // The session was closed mid-table, and the connection still answers.
      expect((await call(DEMO, 'POST', `/data-connections/${connectionId}/test`)).status).toBe(200);
    });

    it('reads at most the row cap', async () => {
      const rows = sourceRows(
        kind,
        source.settings,
        source.password,
        { schema: source.schema, name: 'deals' },
        2,
      );
      await expect(
        (async () => {
          for await (const _row of rows);
        })(),
      ).rejects.toThrow('has more than 2 rows');
    });

    it('sets the connection to ERROR with a clear cause on bad credentials or an unreachable server', async () => {
      const bad = await call(DEMO, 'POST', '/data-connections', {
        connectorKey: kind,
        name: `Bad ${kind}`,
        ...source.settings,
        user: kind === 'postgresql' ? 'nobody_here' : source.settings.user,
        password: 'wrong-password',
      });
      expect(bad.status).toBe(201);
      const tested = await call(DEMO, 'POST', `/data-connections/${bad.body.id}/test`);
      expect(tested.status).toBe(422);
      expect(tested.body.message).toMatch(/refused the user name or password/);
      const after = await call(DEMO, 'GET', `/data-connections/${bad.body.id}`);
      expect(after.body).toMatchObject({ status: 'ERROR', error: expect.stringMatching(/refused/) });

      // Fixed by a new password (and host for PostgreSQL), with the version it was read at.
      const fixed = await call(DEMO, 'PATCH', `/data-connections/${bad.body.id}`, {
        user: source.settings.user,
        password: source.password,
      });
      expect(fixed.status).toBe(200);
      expect((await call(DEMO, 'POST', `/data-connections/${bad.body.id}/test`)).body.status).toBe('ACTIVE');

      const unreachable = await call(DEMO, 'POST', '/data-connections', {
        connectorKey: kind,
        name: `Unreachable ${kind}`,
        ...source.settings,
        port: 1,
        password: 'x',
      });
      const refused = await call(DEMO, 'POST', `/data-connections/${unreachable.body.id}/test`);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/Cannot reach the database server at .*:1/);
      expect((await call(DEMO, 'DELETE', `/data-connections/${unreachable.body.id}`)).status).toBe(204);
      expect((await call(DEMO, 'GET', `/data-connections/${unreachable.body.id}`)).status).toBe(404);
    });

    it("answers 404 for another company's connection, and only admins change connections", async () => {
      for (const [method, path, body] of [
        ['GET', `/data-connections/${connectionId}`],
        ['PATCH', `/data-connections/${connectionId}`, { name: 'Stolen' }],
        ['DELETE', `/data-connections/${connectionId}`],
        ['POST', `/data-connections/${connectionId}/test`],
        ['GET', `/data-connections/${connectionId}/tables`],
        ['GET', `/connectors/${connectionId}/refreshments/last`],
        ['POST', '/refreshments', { connectionId }],
        ['GET', `/data-connections/${connectionId}/preview?schema=${source.schema}&table=deals`],
        [
          'POST',
          `/data-connections/${connectionId}/imports`,
          { schema: source.schema, table: 'deals', objectName: machineName },
        ],
      ] as [string, string, unknown?][]) {
        const answer = await call(OTHER, method, path, body);
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      expect(
        (await call('employee@demo.accrue.local', 'GET', `/data-connections/${connectionId}`)).status,
      ).toBe(403);
      expect(
        (await call('readonly-admin@demo.accrue.local', 'POST', `/data-connections/${connectionId}/test`))
          .status,
      ).toBe(403);
      expect(
        (
          await call(DEMO, 'POST', '/data-connections', {
            connectorKey: 'salesforce',
            name: 'x',
            ...source.settings,
            password: 'p',
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await call(DEMO, 'POST', '/data-connections', {
            connectorKey: 'nothing',
            name: 'x',
            ...source.settings,
            password: 'p',
          })
        ).status,
      ).toBe(404);
    });
  });
});
