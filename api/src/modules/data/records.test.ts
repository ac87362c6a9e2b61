import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';

describeOnEachDatabase('record models and currency rates over HTTP', (suite) => {
  const { as, tokenOf } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  const invoice = {
    machineName: 'creditNote',
    name: 'Invoices',
    keyField: 'number',
    fields: [
      { identifier: 'number', label: 'Number', format: 'text' },
      { identifier: 'amount', label: 'Amount', format: 'currency' },
      { identifier: 'paidOn', label: 'Paid on', format: 'date' },
    ],
    sort: [{ fieldMachineName: 'paidOn', direction: 'DESC' }],
  };

  describe('record models', () => {
    it("lists each company's own models and reads the deals model with the plan using it", async () => {
      const admin = await as('admin@demo.accrue.local');
      const list = await admin('GET', '/objects-definitions?page=0&limit=10');
      expect(list.status).toBe(200);
      expect(list.body.items.map((m: { machineName: string }) => m.machineName)).toContain('deal');
      const deal = await admin('GET', '/objects-definitions/deal');
      expect(deal.status).toBe(200);
      expect(deal.body).toMatchObject({ machineName: 'deal', name: 'Deals', keyField: 'id' });
      expect(deal.body.fields).toContainEqual({ identifier: 'amount', label: 'Amount', format: 'currency' });
      expect(deal.body.recordCount).toBeGreaterThan(200);
      expect(deal.body.plans.map((p: { name: string }) => p.name)).toEqual(['Account Executives 2026']);
      // Another company's model of the same name is its own: 4 records.
      const other = await as('admin@other.accrue.local');
      expect((await other('GET', '/objects-definitions/deal')).body.recordCount).toBe(4);
    });

    it('creates, edits with a version, refuses stale and bad edits, and deletes an unused model', async () => {
      const admin = await as('admin@other.accrue.local');
      const created = await admin('POST', '/objects-definitions', invoice);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ machineName: 'creditNote', version: 1, uniqueBy: [] });
      expect((await admin('POST', '/objects-definitions', invoice)).status).toBe(409);

      // Not visible to another company.
      const demo = await as('admin@demo.accrue.local');
      expect((await demo('GET', '/objects-definitions/creditNote')).status).toBe(404);
      expect((await demo('PATCH', '/objects-definitions/creditNote', { name: 'Hacked' })).status).toBe(404);
      expect((await demo('DELETE', '/objects-definitions/creditNote')).status).toBe(404);
      expect((await demo('GET', '/objects-definitions/creditNote/records')).status).toBe(404);

      const token = await tokenOf('admin@other.accrue.local');
      const patch = (body: unknown, ifMatch: string) =>
        fetch(`${h.url}/api/objects-definitions/creditNote`, {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'if-match': ifMatch,
          },
          body: JSON.stringify(body),
        });
      const edited = await patch({ name: 'Customer invoices' }, '"1"');
      expect(edited.status).toBe(200);
      expect(edited.headers.get('etag')).toBe('"2"');
      const stale = await patch({ name: 'Stale' }, '"1"');
      expect(stale.status).toBe(409);
      expect((await admin('GET', '/objects-definitions/creditNote')).body.name).toBe('Customer invoices');

      const badKey = await admin('PATCH', '/objects-definitions/creditNote', { keyField: 'nope' });
      expect(badKey.status).toBe(422);
      expect(badKey.body.errors).toContainEqual({
        field: 'keyField',
        message: 'This field must be one of the following values: number, amount, paidOn',
      });
      const badSort = await admin('PATCH', '/objects-definitions/creditNote', {
        sort: [{ fieldMachineName: 'missing', direction: 'ASC' }],
      });
      expect(badSort.status).toBe(422);
      const badName = await admin('POST', '/objects-definitions', { ...invoice, machineName: 'in-voice' });
      expect(badName.status).toBe(422);

      expect((await admin('DELETE', '/objects-definitions/creditNote')).status).toBe(204);
      expect((await admin('GET', '/objects-definitions/creditNote')).status).toBe(404);
    });

    it('links a field to a model of the company both ways, and refuses a model it does not have', async () => {
      const demo = await as('admin@demo.accrue.local');
      const account = await demo('GET', '/objects-definitions/account');
      expect(account.status).toBe(200);
      expect(account.body.recordCount).toBeGreaterThan(20);
      expect(account.body.linkedFrom).toEqual([
        { machineName: 'deal', name: 'Deals', field: 'account', fieldLabel: 'Account' },
        { machineName: 'invoice', name: 'Invoices', field: 'account', fieldLabel: 'Account' },
      ]);
      const deal = (await demo('GET', '/objects-definitions/deal')).body;
      expect(deal.fields).toContainEqual({
        identifier: 'account',
        label: 'Account',
        format: 'text',
        link: 'account',
      });
      expect(deal.linkedFrom).toEqual([
        { machineName: 'invoice', name: 'Invoices', field: 'dealId', fieldLabel: 'Deal' },
      ]);

      const other = await as('admin@other.accrue.local');
      const linked = {
        machineName: 'dealNote',
        name: 'Deal notes',
        keyField: 'id',
        fields: [
          { identifier: 'id', label: 'Id', format: 'text' },
          { identifier: 'dealId', label: 'Deal', format: 'text', link: 'deal' },
        ],
      };
      // The demo company's accounts are not Other Company's to link to.
      const refused = await other('POST', '/objects-definitions', {
        ...linked,
        fields: [linked.fields[0], { ...linked.fields[1], link: 'account' }],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        { field: 'fields.1.link', message: 'This field must be one of the following values: deal, dealNote' },
      ]);
      expect((await other('GET', '/objects-definitions/dealNote')).status).toBe(404);
      expect((await other('POST', '/objects-definitions', linked)).status).toBe(201);
      expect((await other('GET', '/objects-definitions/deal')).body.linkedFrom).toEqual([
        { machineName: 'dealNote', name: 'Deal notes', field: 'dealId', fieldLabel: 'Deal' },
      ]);
      // Nor does the demo company's deal model list another company's link to its own.
      expect((await demo('GET', '/objects-definitions/deal')).body.linkedFrom).toHaveLength(1);
      const relinked = await other('PATCH', '/objects-definitions/dealNote', {
        fields: [linked.fields[0], { ...linked.fields[1], link: 'nope' }],
      });
      expect(relinked.status).toBe(422);
      expect((await other('GET', '/objects-definitions/dealNote')).body.version).toBe(1);
      expect((await other('DELETE', '/objects-definitions/dealNote')).status).toBe(204);
    });

    it('refuses to delete a model a plan uses, and refuses writes to non-admins', async () => {
      const admin = await as('admin@demo.accrue.local');
      const refused = await admin('DELETE', '/objects-definitions/deal');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This record model is used by the plan Account Executives 2026 and cannot be deleted.',
      );
      expect((await admin('GET', '/objects-definitions/deal')).status).toBe(200);

      const readOnly = await as('readonly-admin@demo.accrue.local');
      expect((await readOnly('GET', '/objects-definitions/deal')).status).toBe(200);
      expect((await readOnly('POST', '/objects-definitions', invoice)).status).toBe(403);
      for (const email of ['manager@demo.accrue.local', 'employee@demo.accrue.local']) {
        const caller = await as(email);
        expect((await caller('GET', '/objects-definitions')).status, email).toBe(403);
        expect((await caller('GET', '/objects-definitions/deal/records')).status, email).toBe(403);
      }
    });
  });

  describe('virtual (plan-scoped) models', () => {
    it("answers the models a plan declares, only for the plan's company", async () => {
      const admin = await as('admin@demo.accrue.local');
      const planId = (await admin('GET', '/objects-definitions/deal')).body.plans[0].id as number;
      const list = await admin('GET', `/virtual-custom-object-definitions?planId=${planId}`);
      expect(list.status).toBe(200);
      expect(list.body.map((m: { machineName: string }) => m.machineName)).toContain('deal');
      const deal = await admin('GET', `/virtual-custom-object-definitions/deal?planId=${planId}`);
      expect(deal.body).toMatchObject({ planId, machineName: 'deal', keyField: 'id' });
      expect((await admin('GET', `/virtual-custom-object-definitions/nothere?planId=${planId}`)).status).toBe(
        404,
      );
      const other = await as('admin@other.accrue.local');
      expect((await other('GET', `/virtual-custom-object-definitions?planId=${planId}`)).status).toBe(404);
      expect((await other('GET', `/virtual-custom-object-definitions/deal?planId=${planId}`)).status).toBe(
        404,
      );
    });
  });

  describe('records', () => {
    it('pages, sorts by amount as a number and searches the deals in SQL, per company', async () => {
      const admin = await as('admin@demo.accrue.local');
      const first = await admin(
        'GET',
        '/objects-definitions/deal/records?page=0&limit=10&sort=amount&direction=DESC',
      );
      expect(first.status).toBe(200);
      expect(first.body.items).toHaveLength(10);
      const amounts = first.body.items.map((r: { data: { amount: string } }) => Number(r.data.amount));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const second = await admin(
        'GET',
        '/objects-definitions/deal/records?page=1&limit=10&sort=amount&direction=DESC',
      );
      expect(Number(second.body.items[0].data.amount)).toBeLessThanOrEqual(amounts[9]);
      expect(second.body.total).toBe(first.body.total);
      // No record appears on both pages.
      const keys = new Set(first.body.items.map((r: { key: string }) => r.key));
      expect(second.body.items.some((r: { key: string }) => keys.has(r.key))).toBe(false);

      const byDate = await admin(
        'GET',
        '/objects-definitions/deal/records?limit=50&sort=closeDate&direction=ASC',
      );
      const dates = byDate.body.items.map((r: { data: { closeDate: string } }) => r.data.closeDate);
      expect(dates).toEqual([...dates].sort());

      const one = first.body.items[0] as { key: string; data: { name: string } };
      const found = await admin(
        'GET',
        `/objects-definitions/deal/records?search=${encodeURIComponent(one.data.name.toUpperCase())}`,
      );
      expect(found.body.items.map((r: { key: string }) => r.key)).toContain(one.key);
      expect(found.body.total).toBeLessThan(first.body.total);

      const other = await as('admin@other.accrue.local');
      const theirs = await other('GET', '/objects-definitions/deal/records?limit=100');
      expect(theirs.body.items.map((r: { key: string }) => r.key).sort()).toEqual([
        'O-1',
        'O-2',
        'O-3',
        'O-4',
      ]);
    });

    it('refuses a sort on a field the model does not have', async () => {
      const admin = await as('admin@demo.accrue.local');
      const answer = await admin('GET', '/objects-definitions/deal/records?sort=nothere');
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].field).toBe('sort');
      expect((await admin('GET', '/objects-definitions/deal/records?limit=1000')).status).toBe(422);
    });
  });

  describe('currency rates', () => {
    it('lists by currency, adds and edits exact rates, and keeps each company to its own', async () => {
      const admin = await as('admin@demo.accrue.local');
      const usd = await admin('GET', '/company/currency-rates?currency=USD&limit=10');
      expect(usd.body.items.map((r: { rate: string }) => r.rate)).toEqual(['0.93', '0.90', '0.92']);

      const added = await admin('POST', '/company/currency-rates', {
        currency: 'CHF',
        rate: '1.071234567890',
        effectiveAsOf: '2026-03-01',
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        currency: 'CHF',
        rate: '1.07123456789',
        effectiveAsOf: '2026-03-01',
      });
      const duplicate = await admin('POST', '/company/currency-rates', {
        currency: 'CHF',
        rate: '1.2',
        effectiveAsOf: '2026-03-01',
      });
      expect(duplicate.status).toBe(409);

      const other = await as('admin@other.accrue.local');
      expect((await other('PATCH', `/company/currency-rates/${added.body.id}`, { rate: '9' })).status).toBe(
        404,
      );
      expect((await other('DELETE', `/company/currency-rates/${added.body.id}`)).status).toBe(404);
      expect((await other('GET', '/company/currency-rates')).body.total).toBe(0);

      const edited = await admin('PATCH', `/company/currency-rates/${added.body.id}`, { rate: '1.0800' });
      expect(edited.body).toMatchObject({ rate: '1.08', version: 2 });
      expect((await admin('DELETE', `/company/currency-rates/${added.body.id}`)).status).toBe(204);
    });

    it("refuses bad rates with the spec's messages, and writes to finance", async () => {
      const admin = await as('admin@demo.accrue.local');
      const cases: [unknown, string, string][] = [
        [{ currency: 'XXZ', rate: '1', effectiveAsOf: '2026-01-01' }, 'currency', 'Unknown currency: XXZ'],
        [
          { currency: 'CHF', rate: '0.000', effectiveAsOf: '2026-01-01' },
          'rate',
          'This field must be a positive number.',
        ],
        [
          { currency: 'CHF', rate: '1', effectiveAsOf: '01/02/2026' },
          'effectiveAsOf',
          'Date is not in YYYY-MM-DD format',
        ],
      ];
      for (const [body, field, message] of cases) {
        const answer = await admin('POST', '/company/currency-rates', body);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.errors).toContainEqual({ field, message });
      }
      expect(
        (
          await admin('POST', '/company/currency-rates', {
            currency: 'CHF',
            rate: '1.5e3',
            effectiveAsOf: '2026-01-01',
          })
        ).status,
      ).toBe(422);
      expect((await admin('GET', '/company/currency-rates?currency=CHF')).body.total).toBe(0);

      const finance = api(h, await tokenOf('finance@demo.accrue.local'));
      expect((await finance('GET', '/company/currency-rates')).status).toBe(200);
      expect(
        (
          await finance('POST', '/company/currency-rates', {
            currency: 'CHF',
            rate: '1',
            effectiveAsOf: '2026-01-01',
          })
        ).status,
      ).toBe(403);
      expect((await (await as('employee@demo.accrue.local'))('GET', '/company/currency-rates')).status).toBe(
        403,
      );
    });
  });
});
