import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.js';
import { up as fillSlots } from '../../platform/db/migrations/0038-record-slots.js';
import { ALL_SLOT_COLUMNS, slotsOf } from '../../platform/db/record-slots.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { toRecordModel } from './mappers.js';
import { recordModelsTable, recordsTable } from './tables.js';

/**
 * The record browser (issue #11 point 5): filters by field format, combined with AND, checked
 * against the model; sort orders that keep their places between pages; per company.
 */
describeOnEachDatabase('the record browser over HTTP', (suite) => {
  const { as } = suite;
  const OTHER = 'admin@other.accrue.local';
  const REGIONS = ['EMEA', 'Americas', 'APAC'];

  /** 60 opportunities: amounts repeat (ties to keep in order), one long name, one in lower case. */
  const records = Array.from({ length: 60 }, (_, i) => ({
    ref: `OP-${String(i).padStart(3, '0')}`,
    name: i === 7 ? `${'Very long name '.repeat(10)}end` : i === 8 ? 'emea special' : `Deal ${i}`,
    region: REGIONS[i % 3]!,
    amount: i === 9 ? '1000.5' : String((i % 10) * 100),
    rate: `${i % 4}.25`,
    closedOn: `2026-0${(i % 6) + 1}-1${i % 10}`,
    signedAt: `2026-03-0${(i % 9) + 1}T1${i % 10}:30:00.000Z`,
    won: i % 2 === 0,
  }));

  beforeAll(async () => {
    const admin = await as(OTHER);
    const model = await admin('POST', '/objects-definitions', {
      machineName: 'opportunity',
      name: 'Opportunities',
      keyField: 'ref',
      fields: [
        { identifier: 'ref', label: 'Ref', format: 'text' },
        { identifier: 'name', label: 'Name', format: 'text' },
        { identifier: 'region', label: 'Region', format: 'text' },
        { identifier: 'amount', label: 'Amount', format: 'currency' },
        { identifier: 'rate', label: 'Rate', format: 'percent' },
        { identifier: 'closedOn', label: 'Closed on', format: 'date' },
        { identifier: 'signedAt', label: 'Signed at', format: 'date-time' },
        { identifier: 'won', label: 'Won', format: 'boolean' },
      ],
      sort: [{ fieldMachineName: 'amount', direction: 'DESC' }],
    });
    expect(model.status).toBe(201);
    const key = (await admin('POST', '/company/api-keys', { name: 'Push', scopes: ['data:push'] })).body.key;
    const pushed = await fetch(`${suite.harness().url}/api/objects-definitions/opportunity/records`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ records }),
    });
    expect(pushed.status).toBe(200);
  });

  type Item = { id: number; key: string; data: (typeof records)[number] };
  const page = async (query: string) => {
    const answer = await (await as(OTHER))('GET', `/objects-definitions/opportunity/records?${query}`);
    expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body as { items: Item[]; total: number; totalCapped: boolean };
  };
  const keys = (body: { items: Item[] }) => body.items.map((item) => item.key).sort();
  const expected = (test: (r: (typeof records)[number]) => boolean) =>
    records
      .filter(test)
      .map((r) => r.ref)
      .sort();
  const f = (...filters: string[]) => filters.map((x) => `filter=${encodeURIComponent(x)}`).join('&');

  describe('filters by field format', () => {
    it('text: equals (ignoring case) and contains, also past the indexed length', async () => {
      const emea = await page(`limit=100&${f('region:eq:emea')}`);
      expect(keys(emea)).toEqual(expected((r) => r.region === 'EMEA'));
      expect(emea.total).toBe(20);
      expect(emea.totalCapped).toBe(false);
      expect(keys(await page(`limit=100&${f('name:contains:SPECIAL')}`))).toEqual(['OP-008']);
      expect(keys(await page(`limit=100&${f('name:contains:name end')}`))).toEqual(['OP-007']);
      expect(keys(await page(`limit=100&${f(`name:eq:${records[7]!.name.toUpperCase()}`)}`))).toEqual([
        'OP-007',
      ]);
      expect((await page(`limit=100&${f('name:eq:deal')}`)).total).toBe(0);
    });

    it('number, currency and percent: min and max, exact decimals', async () => {
      const range = await page(`limit=100&${f('amount:min:500', 'amount:max:1000.5')}`);
      expect(keys(range)).toEqual(expected((r) => Number(r.amount) >= 500 && Number(r.amount) <= 1000.5));
      expect(keys(await page(`limit=100&${f('amount:min:1000.50')}`))).toEqual(['OP-009']);
      expect(keys(await page(`limit=100&${f('amount:min:1000.51')}`))).toEqual([]);
      expect(keys(await page(`limit=100&${f('rate:max:1.25')}`))).toEqual(
        expected((r) => Number(r.rate) <= 1.25),
      );
    });

    it('date and date-time: from and to, both days included', async () => {
      expect(
        keys(await page(`limit=100&${f('closedOn:from:2026-02-15', 'closedOn:to:2026-04-13')}`)),
      ).toEqual(expected((r) => r.closedOn >= '2026-02-15' && r.closedOn <= '2026-04-13'));
      expect(
        keys(await page(`limit=100&${f('signedAt:from:2026-03-02', 'signedAt:to:2026-03-03')}`)),
      ).toEqual(expected((r) => r.signedAt >= '2026-03-02' && r.signedAt < '2026-03-04'));
    });

    it('boolean, the key, and several filters together (AND)', async () => {
      expect(keys(await page(`limit=100&${f('won:is:true')}`))).toEqual(expected((r) => r.won));
      expect(keys(await page(`limit=100&${f('won:is:false')}`))).toEqual(expected((r) => !r.won));
      expect(keys(await page(`limit=100&${f('ref:eq:OP-042')}`))).toEqual(['OP-042']);
      const combined = await page(
        `limit=100&search=deal&${f('region:eq:APAC', 'won:is:true', 'amount:min:200', 'closedOn:to:2026-05-31')}`,
      );
      expect(keys(combined)).toEqual(
        expected(
          (r) =>
            r.name.toLowerCase().includes('deal') &&
            r.region === 'APAC' &&
            r.won &&
            Number(r.amount) >= 200 &&
            r.closedOn <= '2026-05-31',
        ),
      );
      expect(combined.total).toBe(combined.items.length);
    });
  });

  it("searches the text fields' values only, ignoring case, whatever the stored JSON spells", async () => {
    const search = async (term: string) => keys(await page(`limit=100&search=${encodeURIComponent(term)}`));
    const holding = (term: string) =>
      expected((r) => [r.ref, r.name, r.region].some((value) => value.toLowerCase().includes(term)));
    expect(await search('DEAL 1')).toEqual(holding('deal 1'));
    expect(await search('l 4')).toEqual(holding('l 4'));
    expect(await search('op-04')).toEqual(holding('op-04'));
    expect(await search('name end')).toEqual(holding('name end'));
    // In every record's JSON text (a field's name, a number or a boolean), in no text field's value.
    for (const term of ['region', '"name":', '1000.5', 'true', 'signedat'])
      expect(await search(term)).toEqual([]);
    // A term the JSON text would escape is compared on the values alone.
    expect(await search('"deal')).toEqual([]);
    expect(await search('special\\')).toEqual([]);
  });

  it('refuses bad filters with the field message, never 5xx', async () => {
    const admin = await as(OTHER);
    const cases: [string, string, string][] = [
      [
        'nothere:eq:x',
        'filter',
        'This field must be one of the following values: ref, name, region, amount, rate, closedOn, signedAt, won',
      ],
      ['amount:contains:1', 'filter.amount', 'This field must be one of the following values: min, max'],
      ['amount:min:12abc', 'filter.amount', 'This field must be of type number'],
      ['amount:min:1.5e3', 'filter.amount', 'This field must be of type number'],
      ['closedOn:from:01/02/2026', 'filter.closedOn', 'Date is not in YYYY-MM-DD format'],
      ['signedAt:to:2026-02-30', 'filter.signedAt', 'Date is not in YYYY-MM-DD format'],
      ['won:is:yes', 'filter.won', 'This field must be a boolean'],
      ['ref:contains:OP', 'filter.ref', 'This field must be one of the following values: eq'],
      ['region:eq:', 'filter.region', 'This field is required.'],
      [
        'garbage',
        'filter',
        'This field must be one of the following values: ref, name, region, amount, rate, closedOn, signedAt, won',
      ],
    ];
    for (const [filter, field, message] of cases) {
      const answer = await admin('GET', `/objects-definitions/opportunity/records?${f(filter)}`);
      expect(answer.status, filter).toBe(422);
      expect(answer.body.errors, filter).toContainEqual({ field, message });
    }
    const many = Array.from({ length: 21 }, () => 'won:is:true');
    const tooMany = await admin('GET', `/objects-definitions/opportunity/records?${f(...many)}`);
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
  });

  it("keeps another company's model and records to it", async () => {
    const demo = await as('admin@demo.accrue.local');
    expect(
      (await demo('GET', `/objects-definitions/opportunity/records?${f('region:eq:EMEA')}`)).status,
    ).toBe(404);
    // The demo company's own deal model never shows this company's records.
    const deals = await demo('GET', `/objects-definitions/deal/records?limit=100&${f('id:eq:OP-001')}`);
    expect(deals.status).toBe(200);
    expect(deals.body.items).toEqual([]);
    const employee = await as('employee@other.accrue.local').catch(() => null);
    if (employee)
      expect((await employee('GET', '/objects-definitions/opportunity/records')).status).toBe(403);
  });

  it('keeps equal values in place between pages, in both directions, filtered or not', async () => {
    for (const query of [
      'sort=amount&direction=DESC',
      'sort=amount&direction=ASC',
      `sort=region&${f('won:is:true')}`,
    ]) {
      const seen: Item[] = [];
      for (let p = 0; ; p++) {
        const body = await page(`${query}&limit=7&page=${p}`);
        seen.push(...body.items);
        if (body.items.length < 7) break;
      }
      const all = await page(`${query}&limit=100`);
      expect(
        seen.map((item) => item.key),
        query,
      ).toEqual(all.items.map((item) => item.key));
      expect(new Set(seen.map((item) => item.key)).size).toBe(all.total);
    }
    // Equal amounts are ordered by id, in the direction of the sort.
    const desc = (await page('sort=amount&direction=DESC&limit=100')).items;
    for (let i = 1; i < desc.length; i++) {
      const [a, b] = [desc[i - 1]!, desc[i]!];
      expect(Number(a.data.amount)).toBeGreaterThanOrEqual(Number(b.data.amount));
      if (a.data.amount === b.data.amount) expect(a.id).toBeGreaterThan(b.id);
    }
  });

  it('sorts and filters on the JSON values while an edit moves slots, and on the slots after', async () => {
    const admin = await as(OTHER);
    // A new first sort field takes the first number slot: the records' slots are filled again.
    const edited = await admin('PATCH', '/objects-definitions/opportunity', {
      sort: [{ fieldMachineName: 'rate', direction: 'ASC' }],
    });
    expect(edited.status).toBe(200);
    const check = async (sorted: 'rate' | 'amount') => {
      const body = await page(`limit=100&${f('amount:min:500', 'rate:max:2.25')}`);
      expect(keys(body)).toEqual(expected((r) => Number(r.amount) >= 500 && Number(r.rate) <= 2.25));
      const values = body.items.map((item) => Number(item.data[sorted]));
      expect(values).toEqual([...values].sort((a, b) => (sorted === 'rate' ? a - b : b - a)));
    };
    await check('rate');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await check('rate');
    const back = await admin('PATCH', '/objects-definitions/opportunity', {
      sort: [{ fieldMachineName: 'amount', direction: 'DESC' }],
    });
    expect(back.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await check('amount');
  });

  it('fills the slots of records written before migration 0038, and again from the start', async () => {
    const h = suite.harness();
    const tenant = new Tenant(h.db, (await h.accountOf(OTHER)).companyId);
    const row = (await tenant.findOne(recordModelsTable, { machineName: 'opportunity' }))!;
    // The fill the edits above started is over once the model has its map again.
    await expect
      .poll(async () => (await tenant.findById(recordModelsTable, row.id))!.slots, { timeout: 20_000 })
      .not.toBeNull();
    const empty = Object.fromEntries(ALL_SLOT_COLUMNS.map((column) => [column, null]));
    // As before the migration: no slot values, no map.
    await tenant.update(recordsTable, { modelId: row.id }, empty);
    await tenant.update(recordModelsTable, { id: row.id }, { slots: null });
    // A start stopped half-way runs it again: the same values.
    await migrate(h.db, [{ name: '0038-again', up: fillSlots }]);
    await migrate(h.db, [{ name: '0038-again-after-a-kill', up: fillSlots }]);
    const model = toRecordModel((await tenant.findById(recordModelsTable, row.id))!);
    const slots = slotsOf(model);
    expect(JSON.parse((await tenant.findById(recordModelsTable, row.id))!.slots!)).toEqual(slots);
    const amountSlot = slots.find((slot) => slot.identifier === 'amount')!.column;
    const regionSlot = slots.find((slot) => slot.identifier === 'region')!.column;
    const stored = await tenant.findAll(recordsTable, {
      where: { modelId: row.id, externalKey: ['OP-009', 'OP-010'] },
      order: [['externalKey', 'ASC']],
    });
    expect(stored.map((r) => [Number(r[amountSlot]), r[regionSlot]])).toEqual([
      [1000.5, 'emea'],
      [0, 'americas'],
    ]);
    expect(keys(await page(`limit=100&${f('amount:min:1000.5')}`))).toEqual(['OP-009']);
  });
});
