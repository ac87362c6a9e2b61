import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from '../../app.js';
import { areaOf, type AuditAction } from '../../platform/audit/audit-log.js';
import { auditEventsTable } from '../../platform/audit/tables.js';
import { inertCell } from './service.js';
import { addRecords, findRecordModels } from '../data/index.js';
import { api } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';

const ADMIN = 'admin@demo.accrue.local';
const OTHER_ADMIN = 'admin@other.accrue.local';

interface Event {
  id: number;
  occurredAt: string;
  area: string;
  action: string;
  actor: { id: number; fullName: string } | null;
  impersonatedBy: { id: number; fullName: string } | null;
  apiKey: { id: number; name: string } | null;
  target: { type: string; id: string; label: string };
  details: Record<string, unknown> | null;
}

describe('the CSV export', () => {
  it('keeps what a spreadsheet would run as a formula as text', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', 'Plan A', ''].map(inertCell)).toEqual([
      `'=HYPERLINK("x")`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'Plan A',
      '',
    ]);
  });
});

describe('the actions of the contract', () => {
  it('each belong to an area', () => {
    const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
      components: { schemas: { AuditAction: { enum: AuditAction[] } } };
    };
    const actions = spec.components.schemas.AuditAction.enum;
    expect(actions.length).toBeGreaterThan(20);
    for (const action of actions) expect(areaOf(action), action).toBeDefined();
  });
});

describeOnEachDatabase('the audit log', (suite) => {
  const { as, idOf, tenantOf } = suite;
  const unique = () => Math.random().toString(36).slice(2, 8);
  const eventsOf = async (query = '', email = ADMIN): Promise<Event[]> => {
    const answer = await (await as(email))('GET', `/audit-events?limit=100${query}`);
    expect(answer.status).toBe(200);
    return answer.body.items;
  };
  const countEvents = async () => (await tenantOf(ADMIN)).count(auditEventsTable);

  /** The CSV export, read as text (its byte-order mark kept). */
  async function exportOf(email: string, query = '') {
    const response = await fetch(`${suite.harness().url}/api/audit-events/export?${query}`, {
      headers: { authorization: `Bearer ${await suite.tokenOf(email)}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  describe('what writes it', () => {
    let planName: string;
    let planId: number;

    beforeAll(async () => {
      const admin = await as(ADMIN);
      planName = `Audited plan ${unique()}`;
      const created = await admin('POST', '/plans', { name: planName, frequency: 'month' });
      expect(created.status).toBe(201);
      planId = created.body.id;
      expect((await admin('PATCH', `/plans/${planId}/visibility`, { visibility: 'live' })).status).toBe(200);
    });

    it("records a plan's changes with their author, latest first, under the plan's name", async () => {
      const events = (await eventsOf('&area=plans')).filter((e) => e.target.id === String(planId));
      expect(events.map((e) => e.action)).toEqual(['plan.published', 'plan.created']);
      expect(events[0]).toMatchObject({
        area: 'plans',
        actor: { id: await idOf(ADMIN), fullName: expect.stringMatching(/\S/) },
        impersonatedBy: null,
        apiKey: null,
        target: { type: 'plan', id: String(planId), label: planName },
        details: { version: expect.any(Number), summary: 'Published.' },
      });
      expect(Date.parse(events[0]!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(events[1]!.occurredAt));
    });

    it("records a plan's assignments added, changed and removed, naming the people", async () => {
      const admin = await as(ADMIN);
      const repId = await idOf('employee-3@demo.accrue.local');
      const added = await admin('POST', `/plans/${planId}/assignments`, {
        assignments: [{ userId: repId, effectiveAsOf: '2026-01-01' }],
      });
      expect(added.status).toBe(201);
      const assignmentId = added.body.items[0].id as number;
      const changed = await admin('PATCH', `/plans/${planId}/assignments/${assignmentId}`, {
        effectiveUntil: '2026-06-30',
      });
      expect(changed.status).toBe(200);
      expect((await admin('DELETE', `/plans/${planId}/assignments/${assignmentId}`)).status).toBe(204);
      const events = (await eventsOf('&area=plans')).filter(
        (e) => e.target.id === String(planId) && e.action.startsWith('plan.assignment'),
      );
      expect(events.map((e) => e.action)).toEqual([
        'plan.assignmentRemoved',
        'plan.assignmentChanged',
        'plan.assignmentsAdded',
      ]);
      const rep = { id: repId, fullName: expect.stringMatching(/\S/) };
      expect(events[2]!.details).toEqual({
        count: 1,
        users: [{ ...rep, effectiveAsOf: '2026-01-01', effectiveUntil: null }],
      });
      expect(events[1]!.details).toEqual({
        user: rep,
        from: { effectiveAsOf: '2026-01-01', effectiveUntil: null },
        to: { effectiveAsOf: '2026-01-01', effectiveUntil: '2026-06-30' },
      });
      expect(events[0]!.details).toEqual({
        user: rep,
        from: { effectiveAsOf: '2026-01-01', effectiveUntil: '2026-06-30' },
      });
    });

    it('records API keys created and revoked, never the key itself', async () => {
      const admin = await as(ADMIN);
      const created = await admin('POST', '/company/api-keys', {
        name: 'Warehouse export',
        scopes: ['read'],
      });
      expect(created.status).toBe(201);
      const key = created.body.key as string;
      // The key's own calls are attributed to it; a read writes no line.
      expect((await api(suite.harness(), key)('GET', '/companies')).status).toBe(200);
      expect((await admin('DELETE', `/company/api-keys/${created.body.id}`)).status).toBe(204);
      const events = (await eventsOf('&area=settings')).filter(
        (e) => e.target.id === String(created.body.id),
      );
      expect(events.map((e) => e.action)).toEqual(['apiKey.revoked', 'apiKey.created']);
      expect(events[1]).toMatchObject({
        target: { type: 'apiKey', label: 'Warehouse export' },
        details: { scopes: ['read'], expiresAt: null, prefix: expect.any(String) },
      });
      expect(JSON.stringify(events[1]!.details)).not.toContain(key);
    });

    it('keeps the name of a deleted plan', async () => {
      const admin = await as(ADMIN);
      const name = `Short-lived ${unique()}`;
      const created = await admin('POST', '/plans', { name, frequency: 'month' });
      expect((await admin('DELETE', `/plans/${created.body.id}`)).status).toBe(204);
      const [deleted] = (await eventsOf(`&search=${encodeURIComponent(name)}`)).filter(
        (e) => e.action === 'plan.deleted',
      );
      expect(deleted).toMatchObject({ target: { type: 'plan', id: String(created.body.id), label: name } });
    });

    it('records company settings changes with the fields changed', async () => {
      const admin = await as(ADMIN);
      expect((await admin('PATCH', '/companies', { statementFrequency: 'month' })).status).toBe(200);
      const [latest] = await eventsOf('&area=settings');
      expect(latest).toMatchObject({
        action: 'company.updated',
        target: { type: 'company', label: 'Demo Company' },
        details: { fields: ['statementFrequency'] },
      });
    });

    it('records people added, changed and deactivated', async () => {
      const admin = await as(ADMIN);
      const created = await admin('PUT', '/users/profile', {
        firstName: 'Audrey',
        lastName: `Trail-${unique()}`,
        email: `audrey.${unique()}@demo.accrue.local`,
        role: 'EMPLOYEE',
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const edited = await admin('PUT', '/users/profile', {
        id,
        version: created.body.version,
        firstName: 'Audrey',
        lastName: created.body.lastName,
        email: created.body.email,
        role: 'MANAGER',
      });
      expect(edited.status).toBe(200);
      expect((await admin('POST', `/users/profile/${id}/toggle-deactivation`)).status).toBe(200);
      const events = (await eventsOf('&area=people')).filter((e) => e.target.id === String(id));
      expect(events.map((e) => e.action)).toEqual(['user.deactivated', 'user.updated', 'user.created']);
      expect(events[1]!.details).toEqual({ fields: ['role'], role: { from: 'EMPLOYEE', to: 'MANAGER' } });
      expect(events[2]).toMatchObject({
        target: { type: 'user', label: `Audrey ${created.body.lastName}` },
        details: { email: created.body.email, role: 'EMPLOYEE' },
      });
    });

    it('records teams created, renamed, moved and archived, their members, and quota values', async () => {
      const admin = await as(ADMIN);
      const parent = await admin('POST', '/teams', { name: `Audit parent ${unique()}` });
      const team = await admin('POST', '/teams', { name: `Audit team ${unique()}` });
      expect([parent.status, team.status]).toEqual([201, 201]);
      const id = team.body.id as number;
      expect((await admin('PUT', `/teams/${id}/name`, { name: `${team.body.name} bis` })).status).toBe(200);
      expect(
        (await admin('POST', `/teams/${parent.body.id}/link-existing-teams`, { teamIds: [id] })).status,
      ).toBe(200);
      const userId = await idOf('employee-2@demo.accrue.local');
      const added = await admin('POST', '/team_assignments', {
        teamAssignments: [{ teamId: id, userId, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2026-01-01' }],
      });
      expect(added.status).toBe(201);
      const assignmentId = added.body[0].id as number;
      expect((await admin('DELETE', '/team_assignments', { teamAssignmentIds: [assignmentId] })).status).toBe(
        200,
      );
      expect((await admin('POST', `/teams/${id}/archive`)).status).toBe(200);

      const lines = (await eventsOf('&area=people')).filter(
        (e) => e.target.type === 'team' && e.target.id === String(id),
      );
      expect(lines.map((e) => e.action)).toEqual([
        'team.archived',
        'team.assignmentRemoved',
        'team.assignmentsAdded',
        'team.moved',
        'team.renamed',
        'team.created',
      ]);
      expect(lines[0]!.target.label).toBe(`${team.body.name} bis`);
      expect(lines[2]!.details).toMatchObject({
        count: 1,
        users: [{ id: userId, teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2026-01-01', effectiveUntil: null }],
      });
      expect(lines[3]!.details).toEqual({ from: null, to: { id: parent.body.id, name: parent.body.name } });
      expect(lines[4]!.details).toEqual({ from: team.body.name });
      const adminId = await idOf(ADMIN);
      expect(lines.every((e) => e.actor?.id === adminId)).toBe(true);

      // Quota values: set, then removed, one line each under the quota's name.
      const quotas = await admin('POST', '/quotas-with-assigned-plans/searches?limit=100', { search: '' });
      const bookings = quotas.body.items.find(
        (q: { machineName: string }) => q.machineName === 'quarterlyBookings',
      );
      const value = await admin('POST', '/quotas-assignments', {
        quotaId: bookings.id,
        quotaType: 'user',
        userId,
        date: '2031-01-01',
        value: '1000',
      });
      expect(value.status).toBe(201);
      expect((await admin('DELETE', `/quotas-assignments/${value.body.id}`)).status).toBe(204);
      const quotaLines = (await eventsOf('&area=people')).filter(
        (e) => e.action === 'quota.valuesChanged' && e.target.id === String(bookings.id),
      );
      expect(quotaLines.slice(0, 2).map((e) => [e.target.label, e.details])).toEqual([
        [bookings.name, { set: 0, removed: 1 }],
        [bookings.name, { set: 1, removed: 0 }],
      ]);
    });

    it("records a statement's adjustments with the amount, and names the API key of pushed records", async () => {
      const admin = await as(ADMIN);
      const statements = await admin('GET', '/userStatements?periodId=2026-03&limit=1');
      const statement = statements.body.items[0];
      const created = await admin('POST', '/statements_adjustments', {
        statementId: statement.id,
        amount: '75.25',
        reason: 'Audit trail check',
      });
      expect(created.status).toBe(201);
      expect((await admin('DELETE', `/statements_adjustments/${created.body.adjustment.id}`)).status).toBe(
        204,
      );
      const events = (await eventsOf('&area=statements')).filter(
        (e) => e.details?.adjustmentId === created.body.adjustment.id,
      );
      expect(events.map((e) => e.action)).toEqual(['adjustment.deleted', 'adjustment.created']);
      expect(events[1]).toMatchObject({
        target: { type: 'statement', id: String(statement.id) },
        details: { amount: '75.25', reason: 'Audit trail check' },
      });
      expect(events[1]!.target.label).toContain(statement.plan.name);

      const model = `audited${unique()}`;
      expect(
        (
          await admin('POST', '/objects-definitions', {
            machineName: model,
            name: 'Audited deals',
            keyField: 'id',
            fields: [{ identifier: 'id', label: 'Id', format: 'text' }],
          })
        ).status,
      ).toBe(201);
      const key = (await admin('POST', '/company/api-keys', { name: 'CRM sync', scopes: ['data:push'] })).body
        .key as string;
      const pushed = await api(suite.harness(), key)('PUT', `/objects-definitions/${model}/records`, {
        records: [{ id: 'A-1' }, { id: 'A-2' }],
      });
      expect(pushed.status).toBe(200);
      const [push] = (await eventsOf('&area=data')).filter((e) => e.target.id === model);
      expect(push).toMatchObject({
        action: 'records.pushed',
        actor: null,
        apiKey: { name: 'CRM sync' },
        target: { type: 'recordModel', label: 'Audited deals' },
        details: { added: 2, changed: 0, removed: 0 },
      });
    });

    it('records a record model created, edited and deleted, and nothing for an edit refused', async () => {
      const admin = await as(ADMIN);
      const machineName = `audit${unique()}`;
      const definition = {
        machineName,
        name: 'Audit invoices',
        keyField: 'number',
        fields: [
          { identifier: 'number', label: 'Number', format: 'text' },
          { identifier: 'amount', label: 'Amount', format: 'currency' },
          { identifier: 'region', label: 'Region', format: 'text' },
        ],
      };
      const created = await admin('POST', '/objects-definitions', definition);
      expect(created.status).toBe(201);
      const edited = await admin('PATCH', `/objects-definitions/${machineName}`, {
        name: 'Audit invoices bis',
        fields: [
          { identifier: 'number', label: 'Number', format: 'text' },
          { identifier: 'amount', label: 'Net amount', format: 'number' },
          { identifier: 'owner', label: 'Owner', format: 'text' },
        ],
      });
      expect(edited.status).toBe(200);

      const before = await countEvents();
      expect((await admin('PATCH', `/objects-definitions/${machineName}`, { keyField: 'nope' })).status).toBe(
        422,
      );
      expect((await admin('POST', '/objects-definitions', definition)).status).toBe(409);
      // A stale version: the UPDATE changes nothing, and the line written beside it rolls back.
      const stale = await fetch(`${suite.harness().url}/api/objects-definitions/${machineName}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await suite.tokenOf(ADMIN)}`,
          'content-type': 'application/json',
          'if-match': '"1"',
        },
        body: JSON.stringify({ name: 'Stale' }),
      });
      expect(stale.status).toBe(409);
      expect(await countEvents()).toBe(before);

      const tenant = await tenantOf(ADMIN);
      const [model] = await findRecordModels(tenant, [machineName]);
      await addRecords(tenant, model!, [{ number: 'A-1' }, { number: 'A-2' }]);
      expect((await admin('DELETE', `/objects-definitions/${machineName}`)).status).toBe(204);

      const events = (await eventsOf('&area=data')).filter((e) => e.target.id === machineName);
      expect(events.map((e) => e.action)).toEqual([
        'recordModel.deleted',
        'recordModel.updated',
        'recordModel.created',
      ]);
      expect(events.map((e) => e.target)).toEqual([
        { type: 'recordModel', id: machineName, label: 'Audit invoices bis' },
        { type: 'recordModel', id: machineName, label: 'Audit invoices bis' },
        { type: 'recordModel', id: machineName, label: 'Audit invoices' },
      ]);
      expect(events[0]!.details).toEqual({ records: 2 });
      expect(events[1]!.details).toEqual({
        fields: ['name', 'fields'],
        name: { from: 'Audit invoices', to: 'Audit invoices bis' },
        fieldsAdded: ['owner'],
        fieldsRemoved: ['region'],
        fieldsRelabelled: [{ identifier: 'amount', from: 'Amount', to: 'Net amount' }],
        fieldsReformatted: [{ identifier: 'amount', from: 'currency', to: 'number' }],
      });
      expect(events[2]!.details).toEqual({ keyField: 'number', fieldCount: 3 });
      expect(events[0]!.actor?.id).toBe(await idOf(ADMIN));
      expect((await eventsOf('', OTHER_ADMIN)).some((e) => e.target.id === machineName)).toBe(false);
    });

    it('records currency rates added, changed and deleted under their currency', async () => {
      const admin = await as(ADMIN);
      const added = await admin('POST', '/company/currency-rates', {
        currency: 'JPY',
        rate: '0.0061000',
        effectiveAsOf: '2031-02-01',
      });
      expect(added.status).toBe(201);
      const id = added.body.id as number;
      const before = await countEvents();
      const refused = [
        await admin('POST', '/company/currency-rates', {
          currency: 'JPY',
          rate: '1',
          effectiveAsOf: '2031-02-01',
        }),
        await admin('POST', '/company/currency-rates', {
          currency: 'JPY',
          rate: '0',
          effectiveAsOf: '2031-03-01',
        }),
        await admin('PATCH', `/company/currency-rates/${id}`, { rate: '0.000' }),
        await (await as(OTHER_ADMIN))('PATCH', `/company/currency-rates/${id}`, { rate: '9' }),
        await (await as(OTHER_ADMIN))('DELETE', `/company/currency-rates/${id}`),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([409, 422, 422, 404, 404]);
      expect(await countEvents()).toBe(before);
      const edited = await admin('PATCH', `/company/currency-rates/${id}`, { rate: '0.0062' });
      expect(edited.status).toBe(200);
      expect((await admin('DELETE', `/company/currency-rates/${id}`)).status).toBe(204);

      const events = (await eventsOf('&area=settings')).filter(
        (e) => e.target.type === 'currencyRate' && e.target.id === String(id),
      );
      expect(events.map((e) => [e.action, e.target.label, e.details])).toEqual([
        ['currencyRate.deleted', 'JPY', { rate: '0.0062', effectiveAsOf: '2031-02-01' }],
        [
          'currencyRate.updated',
          'JPY',
          {
            fields: ['rate'],
            from: { rate: '0.0061', effectiveAsOf: '2031-02-01' },
            to: { rate: '0.0062', effectiveAsOf: '2031-02-01' },
          },
        ],
        ['currencyRate.created', 'JPY', { rate: '0.0061', effectiveAsOf: '2031-02-01' }],
      ]);
      expect((await eventsOf('', OTHER_ADMIN)).some((e) => e.target.type === 'currencyRate')).toBe(false);
    });

    it('records the users added from a file in one line naming them, and nothing for a preview or a bad file', async () => {
      const admin = await as(ADMIN);
      const stamp = unique();
      const csv = [
        'First Name,Last Name,Email,Role',
        `Uma,Upload-${stamp},uma.${stamp}@demo.accrue.local,manager`,
        `Ugo,Upload-${stamp},ugo.${stamp}@demo.accrue.local,`,
      ].join('\n');
      const before = await countEvents();
      expect((await admin('POST', '/users/registrations', { dryRun: true, csv })).status).toBe(200);
      const bad = `${csv}\nNo,Email,not-an-email,`;
      expect((await admin('POST', '/users/registrations', { dryRun: false, csv: bad })).status).toBe(422);
      expect(await countEvents()).toBe(before);

      const applied = await admin('POST', '/users/registrations', { dryRun: false, csv });
      expect(applied.body).toMatchObject({ created: 2 });
      const [line] = (await eventsOf('&area=people')).filter((e) => e.action === 'users.uploaded');
      const ids = (await admin('GET', `/users/profile?search=${stamp}`)).body.items.map(
        (u: { id: number; firstName: string }) => [u.firstName, u.id],
      );
      const idOfName = new Map<string, number>(ids);
      expect(line).toMatchObject({
        actor: { id: await idOf(ADMIN) },
        target: { type: 'company', label: 'Demo Company' },
        details: {
          count: 2,
          users: [
            { id: idOfName.get('Uma'), fullName: `Uma Upload-${stamp}`, role: 'MANAGER' },
            { id: idOfName.get('Ugo'), fullName: `Ugo Upload-${stamp}`, role: 'EMPLOYEE' },
          ],
        },
      });
      expect(await countEvents()).toBe(before + 1);
      expect((await eventsOf('', OTHER_ADMIN)).some((e) => e.action === 'users.uploaded')).toBe(false);
    });

    it('records each invitation sent under the person invited, and nothing for one refused', async () => {
      const admin = await as(ADMIN);
      const email = `ines.${unique()}@demo.accrue.local`;
      const created = await admin('PUT', '/users/profile', {
        firstName: 'Ines',
        lastName: 'Invited',
        email,
        role: 'EMPLOYEE',
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const before = await countEvents();
      // Already joined, and of another company: refused, no line.
      const refused = await admin('POST', '/users/profile/invitations', [
        { id: await idOf('employee-3@demo.accrue.local') },
        { id: await idOf('employee@other.accrue.local') },
      ]);
      expect(refused.body.errors).toHaveLength(2);
      expect(await countEvents()).toBe(before);

      expect((await admin('POST', '/users/profile/invitations', [{ id }])).body.errors).toEqual([]);
      expect((await admin('POST', '/users/profile/invitations', [{ id }])).body.errors).toEqual([]);
      const events = (await eventsOf('&area=people')).filter(
        (e) => e.target.id === String(id) && e.action === 'user.invited',
      );
      expect(events.map((e) => [e.target, e.details])).toEqual([
        [
          { type: 'user', id: String(id), label: 'Ines Invited' },
          { email, resent: true },
        ],
        [
          { type: 'user', id: String(id), label: 'Ines Invited' },
          { email, resent: false },
        ],
      ]);
      expect(JSON.stringify(events)).not.toMatch(/\/invitations\//);
      expect((await eventsOf('', OTHER_ADMIN)).some((e) => e.action === 'user.invited')).toBe(false);
    });

    it('writes nothing for a change refused or rolled back', async () => {
      const admin = await as(ADMIN);
      const before = await countEvents();
      expect((await admin('PATCH', '/companies', { name: 'A' })).status).toBe(422);
      expect((await admin('POST', '/plans', { name: planName, frequency: 'month' })).status).toBe(409);
      // A stale version: the UPDATE changes nothing, and the line written beside it rolls back.
      const stale = await fetch(`${suite.harness().url}/api/companies`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await suite.tokenOf(ADMIN)}`,
          'content-type': 'application/json',
          'if-match': '"0"',
        },
        body: JSON.stringify({ name: 'Demo Company' }),
      });
      expect(stale.status).toBe(409);
      expect(await countEvents()).toBe(before);
    });
  });

  describe('reading it', () => {
    it('filters by area, person, words and days, and pages', async () => {
      const everything = await eventsOf();
      expect(everything.length).toBeGreaterThan(3);
      for (const area of ['plans', 'people', 'settings'])
        expect((await eventsOf(`&area=${area}`)).every((e) => e.area === area)).toBe(true);
      const adminId = await idOf(ADMIN);
      const mine = await eventsOf(`&actorUserId=${adminId}`);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((e) => e.actor?.id === adminId || e.impersonatedBy?.id === adminId)).toBe(true);
      expect(await eventsOf(`&actorUserId=${await idOf('finance@demo.accrue.local')}`)).toEqual([]);
      expect(
        (await eventsOf('&search=Audited%20plan')).every((e) => e.target.label.includes('Audited plan')),
      ).toBe(true);
      // A typed % or _ is a character to find, not a wildcard.
      expect(await eventsOf('&search=100%25')).toEqual([]);
      expect(await eventsOf('&search=%25')).toEqual([]);
      expect(await eventsOf('&search=_')).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      const todays = everything.filter((e) => e.occurredAt.startsWith(today));
      expect((await eventsOf(`&from=${today}&to=${today}`)).map((e) => e.id)).toEqual(
        todays.map((e) => e.id),
      );
      // The demo's deals were imported three days before it was seeded.
      expect(todays.length).toBeLessThan(everything.length);
      expect(await eventsOf('&to=2000-01-01')).toEqual([]);

      const admin = await as(ADMIN);
      const first = await admin('GET', '/audit-events?limit=2&page=0');
      const second = await admin('GET', '/audit-events?limit=2&page=1');
      expect(first.body).toMatchObject({ currentPage: 0, totalItems: everything.length });
      expect(first.body.pageCount).toBe(Math.ceil(everything.length / 2));
      expect([...first.body.items, ...second.body.items].map((e: Event) => e.id)).toEqual(
        everything.slice(0, 4).map((e) => e.id),
      );
      expect((await admin('GET', '/audit-events?limit=101')).status).toBe(422);
      expect((await admin('GET', '/audit-events?area=billing')).status).toBe(422);
      expect((await admin('GET', '/audit-events?from=2026-13-01')).status).toBe(422);
    });

    it('is open to admins, read-only admins and finance, and to no one else', async () => {
      for (const email of ['readonly-admin@demo.accrue.local', 'finance@demo.accrue.local'])
        expect((await eventsOf('', email)).length, email).toBeGreaterThan(0);
      for (const email of [
        'manager@demo.accrue.local',
        'employee@demo.accrue.local',
        'readonly-manager@demo.accrue.local',
      ]) {
        expect((await (await as(email))('GET', '/audit-events')).status, email).toBe(403);
        expect((await exportOf(email)).response.status, email).toBe(403);
      }
    });

    it("never shows another company's changes", async () => {
      const demoIds = new Set((await eventsOf()).map((e) => e.id));
      const other = await eventsOf('', OTHER_ADMIN);
      expect(other.some((e) => demoIds.has(e.id))).toBe(false);
      expect(other.every((e) => e.target.label !== 'Demo Company')).toBe(true);
    });

    it('exports the same filters as CSV with a byte-order mark and one line per event', async () => {
      const { response, text } = await exportOf(ADMIN, 'area=people');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trimEnd().split(/\r?\n/);
      expect(lines[0]).toBe(
        'occurredAt,area,action,actor,actorEmail,apiKey,impersonatedBy,targetType,targetId,target,details',
      );
      const people = await eventsOf('&area=people');
      expect(lines).toHaveLength(people.length + 1);
      expect(lines[1]).toContain(`,people,${people[0]!.action},`);
      expect(lines[1]).toContain(`,${ADMIN},`);
    });
  });
});
