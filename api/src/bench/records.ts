/**
 * Record-browser benchmark (not a test; issue #11 point 5, figures in the README): a production
 * start on a fresh MariaDB database (server.ts), a 12-column deals model of BENCH_RECORDS records
 * (1,000,000 by default) written in bulk with the records' slots as every write path fills them,
 * then, one request at a time as an admin through real HTTP, BENCH_REQUESTS (at least 200) pages
 * of 50 per case:
 * - the first page sorted by amount, descending;
 * - a text field equal to a value (region = EMEA), sorted by close date;
 * - a date range (one month), sorted by amount;
 * - a search for a term;
 * - a deep page (page 100), sorted by amount;
 * with p50/p90/p99, each beside its floor: the same SQL statements the API ran for that page
 * (captured from the data module), run one after the other straight on mysql2, so the ratio says
 * what the HTTP layer, the tenancy layer and the JSON cost on top of the database itself.
 *
 *   npm run bench:records      (root or api)   builds the API first
 *   env: MARIADB_URL, BENCH_SKIP_BUILD, BENCH_RECORDS (1,000,000), BENCH_REQUESTS (200),
 *   BENCH_CASES=<words> (first, equals, range, search, deep)
 */
import mysql from 'mysql2/promise';
import { openDatabase } from '../platform/db/database.js';
import { slotsOf, slotValuesOf } from '../platform/db/record-slots.js';
import { Tenant } from '../platform/db/tenancy.js';
import { signInThroughProvider } from '../platform/test/harness.js';
import * as repository from '../modules/data/repository.js';
import { parseRecordFilters } from '../modules/data/service.js';
import { recordModelsTable, recordsTable, type RecordRow } from '../modules/data/tables.js';
import { toRecordModel } from '../modules/data/mappers.js';
import type { RecordData } from '../modules/data/types.js';
import { chosenByName, printMachine, startBenchServer, waitForIdle } from './server.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS ?? 200));
/**
 * A search reads every record of the model (a substring of any text field: no index can answer
 * it), a second or more a page at a million records: it is timed on fewer requests.
 */
const SEARCH_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 20);
const WRITE_BATCH = 20_000;
const REGIONS = ['EMEA', 'NA', 'LATAM', 'APAC'];
const PRODUCTS = ['Core', 'Plus', 'Pro', 'Suite', 'Add-on'];
const STAGES = ['won', 'lost', 'open'];
const CURRENCIES = ['EUR', 'USD', 'GBP'];

const MODEL = {
  machineName: 'benchDeals',
  name: 'Bench deals',
  keyField: 'dealId',
  fields: [
    { identifier: 'dealId', label: 'Deal', format: 'text' },
    { identifier: 'closeDate', label: 'Close date', format: 'date' },
    { identifier: 'amount', label: 'Amount', format: 'currency' },
    { identifier: 'currency', label: 'Currency', format: 'text' },
    { identifier: 'owner', label: 'Owner', format: 'text' },
    { identifier: 'region', label: 'Region', format: 'text' },
    { identifier: 'product', label: 'Product', format: 'text' },
    { identifier: 'stage', label: 'Stage', format: 'text' },
    { identifier: 'quantity', label: 'Quantity', format: 'number' },
    { identifier: 'discount', label: 'Discount', format: 'percent' },
    { identifier: 'renewal', label: 'Renewal', format: 'boolean' },
    { identifier: 'account', label: 'Account', format: 'text' },
  ],
  // The sort fields take the slots first: amount, close date, region.
  sort: [
    { fieldMachineName: 'amount', direction: 'DESC' },
    { fieldMachineName: 'closeDate', direction: 'ASC' },
    { fieldMachineName: 'region', direction: 'ASC' },
  ],
} as const;

/** Deal `i` as the import stores it (the cells of bench:import's CSV, converted). */
function deal(i: number): RecordData {
  const amount = ((i * 7919) % 100_000) + 100;
  const day = 1 + (i % 28);
  const month = 1 + (Math.floor(i / 28) % 12);
  return {
    dealId: `D${String(i).padStart(7, '0')}`,
    closeDate: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    amount: `${amount}.${String(i % 100).padStart(2, '0')}`,
    currency: CURRENCIES[i % 3]!,
    owner: `rep${i % 2000}@acme.test`,
    region: REGIONS[i % 4]!,
    product: PRODUCTS[i % 5]!,
    stage: STAGES[i % 3]!,
    quantity: String(1 + (i % 20)),
    discount: String(i % 30),
    renewal: i % 7 === 0,
    account: `Account ${i % 50_000}`,
  };
}

interface BrowseCase {
  name: string;
  word: string;
  query: {
    page: number;
    sort?: string;
    direction?: 'ASC' | 'DESC';
    search?: string;
    filter?: string[];
  };
}

const CASES: BrowseCase[] = [
  {
    name: 'first page, by amount descending',
    word: 'first',
    query: { page: 0, sort: 'amount', direction: 'DESC' },
  },
  {
    name: 'region = EMEA, by close date',
    word: 'equals',
    query: { page: 0, sort: 'closeDate', direction: 'ASC', filter: ['region:eq:EMEA'] },
  },
  {
    name: 'close date in March, by amount descending',
    word: 'range',
    query: {
      page: 0,
      sort: 'amount',
      direction: 'DESC',
      filter: ['closeDate:from:2026-03-01', 'closeDate:to:2026-03-31'],
    },
  },
  {
    name: 'search "account 4242", by amount descending',
    word: 'search',
    query: { page: 0, sort: 'amount', direction: 'DESC', search: 'account 4242' },
  },
  {
    name: 'page 100, by amount descending',
    word: 'deep',
    query: { page: 99, sort: 'amount', direction: 'DESC' },
  },
];

function pathOf(c: BrowseCase): string {
  // Encoded as the SDK encodes a query (a space as %20: the contract allows no reserved '+').
  const params: [string, string][] = [
    ['limit', '50'],
    ['page', String(c.query.page)],
  ];
  if (c.query.sort) params.push(['sort', c.query.sort]);
  if (c.query.direction) params.push(['direction', c.query.direction]);
  if (c.query.search) params.push(['search', c.query.search]);
  for (const filter of c.query.filter ?? []) params.push(['filter', filter]);
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `/api/objects-definitions/${MODEL.machineName}/records?${query}`;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Timing {
  p50: number;
  p90: number;
  p99: number;
}

async function timed(run: () => Promise<void>, requests: number): Promise<Timing> {
  // A few first runs warm the buffer pool and the server's caches, as a browsing admin would.
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p90: percentile(times, 90), p99: percentile(times, 99) };
}

async function main(): Promise<void> {
  const bench = await startBenchServer();
  const db = openDatabase({ databaseUrl: bench.databaseUrl, dataDir: '/tmp' });
  const direct = await mysql.createConnection({ uri: bench.databaseUrl });
  try {
    const { url } = bench;
    const admin = (await signInThroughProvider(url, 'admin@demo.accrue.local')).accessToken;
    await waitForIdle(bench, admin);
    const created = await fetch(`${url}/api/objects-definitions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(MODEL),
    });
    if (created.status !== 201) throw new Error(`model: ${created.status} ${await created.text()}`);
    const [account] = await direct.query(
      "SELECT companyId FROM users WHERE email = 'admin@demo.accrue.local'",
    );
    const tenant = new Tenant(db, (account as { companyId: number }[])[0]!.companyId);
    const row = await tenant.findOne(recordModelsTable, { machineName: MODEL.machineName });
    const model = toRecordModel(row!);
    const slots = slotsOf(model);
    console.log(`Slots: ${slots.map((s) => `${s.identifier} → ${s.column}`).join(', ')}`);

    // The records, as a bulk write stores them (LOAD DATA, slots filled): not what is measured.
    const started = performance.now();
    const now = new Date();
    for (let from = 1; from <= RECORDS; from += WRITE_BATCH) {
      const rows: Omit<RecordRow, 'id' | 'companyId'>[] = [];
      for (let i = from; i < Math.min(from + WRITE_BATCH, RECORDS + 1); i++) {
        const data = deal(i);
        rows.push({
          modelId: model.id,
          externalKey: String(data.dealId),
          data: JSON.stringify(data),
          updatedAt: now,
          ...slotValuesOf(slots, data),
        });
      }
      await tenant.transaction((t) => tenant.loadMany(recordsTable, rows, t));
    }
    await direct.query('ANALYZE TABLE records');
    console.log(
      `Records: ${RECORDS.toLocaleString('en')} written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const lines: string[] = [];
    for (const c of CASES) {
      if (!chosenByName(c.word)) continue;
      const path = pathOf(c);
      const probe = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
      const body = (await probe.json()) as { items: unknown[]; total: number; totalCapped: boolean };
      if (!probe.ok) throw new Error(`${c.name}: ${probe.status} ${JSON.stringify(body)}`);
      // The statements the API runs for this page, captured from the data module itself.
      const statements: string[] = [];
      const listen = (sql: string) => statements.push(sql);
      db.queryListeners.add(listen);
      await repository.pageOfRecords(tenant, model.id, {
        sort: c.query.sort
          ? {
              identifier: c.query.sort,
              format: model.fields.find((f) => f.identifier === c.query.sort)!.format,
              isKey: c.query.sort === model.keyField,
              desc: c.query.direction === 'DESC',
            }
          : null,
        search: c.query.search
          ? {
              term: c.query.search.toLowerCase(),
              identifiers: model.fields
                .filter((f) => f.format === 'text' && f.identifier !== model.keyField)
                .map((f) => f.identifier),
            }
          : null,
        filters: parseRecordFilters(model, c.query.filter ?? []),
        slots,
        limit: 50,
        offset: c.query.page * 50,
      });
      db.queryListeners.delete(listen);
      console.log(`${c.name}: ${body.items.length} items, total ${body.total}${body.totalCapped ? '+' : ''}`);
      const requests = c.query.search ? SEARCH_REQUESTS : REQUESTS;
      const api = await timed(async () => {
        const answer = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
        if (!answer.ok) throw new Error(`${c.name}: ${answer.status}`);
        await answer.arrayBuffer();
      }, requests);
      const floor = await timed(async () => {
        for (const sql of statements) await direct.query(sql);
      }, requests);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const line = `| ${c.name} (${requests}) | ${ms(api.p50)} | ${ms(api.p90)} | ${ms(api.p99)} | ${ms(floor.p50)} | ${ms(floor.p99)} | ${(api.p99 / floor.p99).toFixed(1)}× |`;
      console.log(line);
      lines.push(line);
    }
    console.log(
      `\n| page of 50 of ${RECORDS.toLocaleString('en')} records (requests, one at a time) | p50 | p90 | p99 | floor p50 | floor p99 | p99 ÷ floor's |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const line of lines) console.log(line);
    console.log('\nfloor: the same SQL statements, one after the other, on one mysql2 connection');
    printMachine();
  } finally {
    await direct.end();
    await db.sequelize.close();
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
