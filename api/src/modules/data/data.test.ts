import { describe, expect, it } from 'vitest';
import { Invalid } from '../../platform/errors.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { addRecords, createRecordModel, findRecordModels, listCurrencyRates, recordsOf } from './service.js';

describeOnEachDatabase('the data module', (suite) => {
  const { tenantOf } = suite;

  describe('record models and records', () => {
    it("reads each company's own model of a shared machine name, and only its rows", async () => {
      const demo = await tenantOf('admin@demo.accrue.local');
      const other = await tenantOf('admin@other.accrue.local');
      const [demoDeal] = await findRecordModels(demo, ['deal']);
      const [otherDeal] = await findRecordModels(other, ['deal']);
      expect(demoDeal).toMatchObject({ machineName: 'deal', name: 'Deals', keyField: 'id' });
      expect(demoDeal!.fields).toContainEqual({ identifier: 'amount', label: 'Amount', format: 'currency' });
      expect(otherDeal!.id).not.toBe(demoDeal!.id);

      const demoRows = (await recordsOf(demo, [demoDeal!])).get('deal')!;
      const otherRows = (await recordsOf(other, [otherDeal!])).get('deal')!;
      expect(demoRows.length).toBeGreaterThan(200);
      expect(otherRows.map((row) => row.id)).toEqual(['O-1', 'O-2', 'O-3', 'O-4']);
      // A model id of another company reads nothing through this tenant.
      expect((await recordsOf(demo, [otherDeal!])).get('deal')).toEqual([]);
    });

    it('keeps a record exactly as given (decimal text, dates, nulls)', async () => {
      const other = await tenantOf('admin@other.accrue.local');
      const model = await createRecordModel(other, {
        machineName: 'invoice',
        name: 'Invoices',
        keyField: 'number',
        fields: [
          { identifier: 'number', label: 'Number', format: 'text' },
          { identifier: 'amount', label: 'Amount', format: 'currency' },
          { identifier: 'paidOn', label: 'Paid on', format: 'date' },
        ],
      });
      const row = { number: 'INV-7', amount: '1234567.891234', paidOn: null };
      await addRecords(other, model, [row]);
      expect((await recordsOf(other, [model])).get('invoice')).toEqual([row]);
    });

    it('refuses a model whose key is not one of its fields, and a record without its key', async () => {
      const other = await tenantOf('admin@other.accrue.local');
      await expect(
        createRecordModel(other, {
          machineName: 'broken',
          name: 'Broken',
          keyField: 'id',
          fields: [{ identifier: 'name', label: 'Name', format: 'text' }],
        }),
      ).rejects.toBeInstanceOf(Invalid);
      const [deal] = await findRecordModels(other, ['deal']);
      await expect(addRecords(other, deal!, [{ name: 'No key' }])).rejects.toBeInstanceOf(Invalid);
    });
  });

  it("answers the company's currency rates as exact decimal text, by currency and date", async () => {
    const demo = await tenantOf('admin@demo.accrue.local');
    const other = await tenantOf('admin@other.accrue.local');
    const rates = await listCurrencyRates(demo);
    expect(rates.map(({ currency, rate, effectiveAsOf }) => `${currency} ${rate} ${effectiveAsOf}`)).toEqual([
      'GBP 1.17 2026-01-01',
      'GBP 1.15 2026-06-01',
      'USD 0.92 2026-01-01',
      'USD 0.90 2026-04-01',
      'USD 0.93 2026-08-01',
    ]);
    expect(await listCurrencyRates(other)).toEqual([]);
  });
});
