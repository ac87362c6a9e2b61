import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { changedKeysOf } from './index.js';

describeOnEachDatabase('the push API', (suite) => {
  const { as } = suite;
  const DEMO = 'admin@demo.accrue.local';
  const OTHER = 'admin@other.accrue.local';
  let pushKey: string;
  let readKey: string;
  let otherKey: string;

  /** A call with a company API key (as a partner's integration makes it). */
  async function withKey(key: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${suite.harness().url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  const push = (body: unknown, key = pushKey) =>
    withKey(key, 'PUT', '/objects-definitions/pushed/records', body);
  const stored = async () =>
    (await (await as(DEMO))('GET', '/objects-definitions/pushed/records?limit=100&sort=id')).body.items.map(
      (r: { data: unknown }) => r.data,
    );

  beforeAll(async () => {
    const admin = await as(DEMO);
    const model = await admin('POST', '/objects-definitions', {
      machineName: 'pushed',
      name: 'Pushed deals',
      keyField: 'id',
      fields: [
        { identifier: 'id', label: 'Id', format: 'text' },
        { identifier: 'amount', label: 'Amount', format: 'currency' },
        { identifier: 'closedOn', label: 'Closed on', format: 'date' },
        { identifier: 'won', label: 'Won', format: 'boolean' },
      ],
    });
    expect(model.status).toBe(201);
    pushKey = (await admin('POST', '/company/api-keys', { name: 'CRM push', scopes: ['data:push'] })).body
      .key;
    readKey = (await admin('POST', '/company/api-keys', { name: 'Reader', scopes: ['read'] })).body.key;
    otherKey = (
      await (
        await as(OTHER)
      )('POST', '/company/api-keys', { name: 'Other push', scopes: ['data:push'] })
    ).body.key;
  });

  it('upserts a batch by key with exact decimals, once: the same batch again changes nothing', async () => {
    const batch = {
      records: [
        { id: 'P-1', amount: '12345678901234567890.123456', closedOn: '2026-03-01', won: true },
        { id: 'P-2', amount: 980, closedOn: '2026-03-02', won: false },
      ],
    };
    const first = await push(batch);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      counts: { added: 2, changed: 0, removed: 0, unchanged: 0 },
      changeSet: { added: 2, changed: 0, removed: 0 },
    });
    expect(await stored()).toEqual([
      { id: 'P-1', amount: '12345678901234567890.123456', closedOn: '2026-03-01', won: true },
      { id: 'P-2', amount: '980', closedOn: '2026-03-02', won: false },
    ]);
    const again = await push(batch);
    expect(again.body).toEqual({
      counts: { added: 0, changed: 0, removed: 0, unchanged: 2 },
      changeSet: null,
    });
  });

  it('changes and deletes by key, in one change set the calculation can read', async () => {
    const answer = await push({ records: [{ id: 'P-2', amount: '1000.01' }], delete: ['P-1', 'P-404'] });
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ added: 0, changed: 1, removed: 1, unchanged: 0 });
    const keys = await changedKeysOf(await suite.tenantOf(DEMO), answer.body.changeSet.id, {
      page: 0,
      limit: 10,
    });
    expect(keys.items.map((k) => `${k.kind}:${k.key}`).sort()).toEqual(['CHANGED:P-2', 'REMOVED:P-1']);
    // A field the batch leaves out is empty: a record is replaced whole.
    expect(await stored()).toEqual([{ id: 'P-2', amount: '1000.01', closedOn: null, won: null }]);
  });

  it('refuses a batch at fault whole, naming the record and the field', async () => {
    const before = await stored();
    const badDate = await push({ records: [{ id: 'P-3' }, { id: 'P-4', closedOn: '03/01/2026' }] });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors).toEqual([
      { field: 'records.1.closedOn', message: 'Date is not in YYYY-MM-DD format' },
    ]);
    const inexact = await push({ records: [{ id: 'P-5', amount: 0.1 }] });
    expect(inexact.status).toBe(422);
    expect(inexact.body.errors[0]).toMatchObject({
      field: 'records.0.amount',
      message: expect.stringMatching(/as text/),
    });
    expect((await push({ records: [{ id: 'P-6', nope: 'x' }] })).body.errors[0].field).toBe('records.0.nope');
    expect((await push({ records: [{ amount: '1' }] })).body.errors[0].field).toBe('records.0.id');
    expect((await push({ records: [{ id: 'P-7' }, { id: 'P-7' }] })).status).toBe(422);
    expect((await push({ records: [{ id: 'P-8' }], delete: ['P-8'] })).status).toBe(422);
    const tooMany = await push({ records: Array.from({ length: 1001 }, (_v, i) => ({ id: `X-${i}` })) });
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
    expect(await stored()).toEqual(before);
  });

  it('needs the data:push scope, and reaches only its own company', async () => {
    expect((await push({ records: [{ id: 'P-9' }] }, readKey)).status).toBe(403);
    const other = await push({ records: [{ id: 'P-9' }] }, otherKey);
    expect(other.status).toBe(404);
    expect(
      (
        await (
          await as('employee@demo.accrue.local')
        )('PUT', '/objects-definitions/pushed/records', { records: [] })
      ).status,
    ).toBe(403);
    expect(await stored()).toEqual([{ id: 'P-2', amount: '1000.01', closedOn: null, won: null }]);
  });
});
