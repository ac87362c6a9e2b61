import type { Transaction } from 'sequelize';
import * as data from './modules/data/index.js';
import * as people from './modules/people/index.js';
import * as plans from './modules/plans/index.js';
import type { Tenant } from './platform/db/tenancy.js';

/**
 * The demo companies' commission plans and the data they calculate on, deterministic (a seeded
 * generator, fixed dates): Demo Company's "Account Executives 2026" (adapted from the engine's
 * acme-2025 example: commission tiered by running attainment, a manager override through the team
 * tree, a bonus held until the invoice is paid) on a few hundred deals of 2026, and a small
 * quarterly plan for Other Company (to test isolation). `demo-data.ts` seeds them and computes
 * the statements.
 */

/** The day the demo data was "exported" from the CRM: later deals are still open. */
export const DEMO_DATA_AS_OF = '2026-11-24';

export const DEMO_PLAN = `# Demo Company: Account Executives 2026 (adapted from packages/engine/examples/acme-2025).
version: 1
plan:
  id: demo-ae-2026
  name: Account Executives 2026
  frequency: month
  categories: [Commissions, Overrides, Bonuses]
  rulesOrder: [commission, managerOverride, heldBonus, dealsClosed]
  highlightedKpis: [bookings, attainment]

models:
  deal:
    label: Deals
    key: id
    fields:
      id: { format: text, label: Deal id }
      name: { format: text, label: Name }
      account: { format: text, label: Account }
      ownerId: { format: text, label: Owner }
      amount: { format: currency, label: Amount }
      currency: { format: text, label: Currency }
      stage: { format: text, label: Stage }
      closeDate: { format: date, label: Close date }
      invoicePaidDate: { format: date, label: Invoice paid }

filters:
  wonDeals:
    label: Won deals
    model: deal
    where: [{ field: stage, operator: IN, value: [won] }]
    period: closeDate
    user: ownerId
    sort: [{ field: closeDate, direction: ASC }]
    display: true
  teamDeals:
    label: Team deals
    model: deal
    where: [{ field: stage, operator: IN, value: [won] }]
    period: closeDate
    user: ownerId
    scope: team
    sort: [{ field: closeDate, direction: ASC }]

quotas:
  monthlyQuota: { label: Monthly quota, type: user, frequency: month, format: currency }

rateTables:
  attainmentTiers:
    tiers:
      - { from: 0, to: 0.5, rate: 4% }
      - { from: 0.5, to: 1, rate: 7% }
      - { from: 1, rate: 10% }

fields:
  amountEur: { table: wonDeals, label: Amount (EUR), format: currency, formula: "CONVERT(amount, currency)", display: true }
  runningAttainment: { table: wonDeals, label: Running attainment, format: percent, formula: "RUNNING_SUM(amountEur) / monthlyQuota", display: true }
  dealCommission: { table: wonDeals, label: Commission, format: currency, formula: "amountEur * STEP_RATE(attainmentTiers, runningAttainment)", display: true }

variables:
  bookings: { label: Bookings, format: currency, formula: "SUM(wonDeals, amountEur)", display: true }
  attainment: { label: Attainment, format: percent, formula: "bookings / monthlyQuota", display: true }
  teamBookings: { label: Team bookings, format: currency, formula: "SUM(teamDeals, CONVERT(amount, currency))", display: true }

rules:
  commission:
    label: Commission
    type: LINE_PAYOUT
    category: Commissions
    table: wonDeals
    formula: dealCommission
    kpis: [bookings, attainment]
  managerOverride:
    label: Manager override
    type: PAYOUT
    category: Overrides
    formula: "IF(teamBookings >= 50000, teamBookings * 1.5%, 0)"
    kpis: [teamBookings]
  heldBonus:
    label: Bonus paid when the invoice is paid
    type: HOLD_AND_RELEASE
    category: Bonuses
    table: wonDeals
    formula: "amountEur * 1%"
    release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" }
  dealsClosed:
    label: Deals closed
    type: NON_PAYOUT
    category: Commissions
    format: number
    formula: "COUNT(wonDeals)"
`;

export const OTHER_PLAN = `# Other Company: a flat commission on won deals, paid quarterly.
version: 1
plan:
  id: other-sales-2026
  name: Other Sales 2026
  frequency: quarter
  categories: [Commissions]
models:
  deal:
    key: id
    fields: { id: text, name: text, ownerId: text, amount: currency, stage: text, closeDate: date }
filters:
  wonDeals:
    model: deal
    where: [{ field: stage, operator: IN, value: [won] }]
    period: closeDate
    user: ownerId
    display: true
rules:
  commission: { label: Commission, type: LINE_PAYOUT, category: Commissions, table: wonDeals, formula: "amount * 10%" }
`;

/** Who sells and who is on the plan (keys are the demo e-mails' local parts). */
export const DEMO_REPS = ['employee', 'employee-2', 'employee-3', 'employee-4', 'readonly-employee'];
export const DEMO_PLAN_MEMBERS = [...DEMO_REPS, 'manager', 'readonly-manager'];

/** Monthly quotas in EUR, raised from July for the second half. */
export const DEMO_QUOTAS: Record<string, { h1: string; h2: string }> = {
  employee: { h1: '45000', h2: '50000' },
  'employee-2': { h1: '40000', h2: '44000' },
  'employee-3': { h1: '50000', h2: '55000' },
  'employee-4': { h1: '42000', h2: '46000' },
  'readonly-employee': { h1: '30000', h2: '33000' },
  manager: { h1: '200000', h2: '220000' },
  'readonly-manager': { h1: '90000', h2: '100000' },
};

/** The monthly quota values of the plan's members (`userIdOf` gives a member's user id). */
export function demoQuotaValues(userIdOf: (key: string) => number) {
  return DEMO_PLAN_MEMBERS.flatMap((key) =>
    (['h1', 'h2'] as const).map((half) => ({
      quota: 'monthlyQuota',
      userId: userIdOf(key),
      teamId: null,
      planId: null,
      date: half === 'h1' ? '2026-01-01' : '2026-07-01',
      value: DEMO_QUOTAS[key]![half],
    })),
  );
}

/** 1 unit of the currency in EUR, from a date. */
export const DEMO_RATES = [
  { currency: 'USD', rate: '0.92', effectiveAsOf: '2026-01-01' },
  { currency: 'USD', rate: '0.90', effectiveAsOf: '2026-04-01' },
  { currency: 'USD', rate: '0.93', effectiveAsOf: '2026-08-01' },
  { currency: 'GBP', rate: '1.17', effectiveAsOf: '2026-01-01' },
  { currency: 'GBP', rate: '1.15', effectiveAsOf: '2026-06-01' },
];

/** The customers the demo deals are sold to (the accounts model's keys, api/src/demo-records.ts). */
export const DEMO_ACCOUNTS = [
  'Globex',
  'Initech',
  'Umbrella Corp',
  'Hooli',
  'Soylent',
  'Tyrell Corp',
  'Wayne Enterprises',
  'Stark Industries',
  'Cyberdyne Systems',
  'Wonka Industries',
  'Oscorp',
  'Vandelay Industries',
  'Dunder Mifflin',
  'Pied Piper',
  'Aperture Science',
  'Massive Dynamic',
  'Gekko & Co',
  'Nakatomi Trading',
  'Bluth Company',
  'Prestige Worldwide',
  'Sterling Cooper',
  'Monarch Solutions',
  'Virtucon',
  'Contoso',
  'Northwind Traders',
  'Fabrikam',
  'Tailspin Toys',
  'Wide World Importers',
];
const PRODUCTS = ['Platform licence', 'Renewal', 'Expansion', 'Pilot', 'Analytics add-on', 'Support plan'];

/** A small seeded generator (mulberry32): the same deals on every start. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The deals of 2026: 4 to 7 per rep and month, in EUR mostly (some USD and GBP). Deals closing
 * after `DEMO_DATA_AS_OF` are still open; earlier ones are won (about 60 %) or lost, and a won
 * deal's invoice is paid 10 to 80 days after closing if that day has come. `ownerIdOf` names the
 * owner the way the records hold it (the user's id).
 */
export function demoDeals(ownerIdOf: (rep: string) => string): data.RecordData[] {
  const random = generator(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const deals: data.RecordData[] = [];
  for (let month = 1; month <= 12; month++) {
    for (const rep of DEMO_REPS) {
      const count = 4 + Math.floor(random() * 4);
      for (let i = 0; i < count; i++) {
        const day = 1 + Math.floor(random() * 28);
        const closeDate = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const draw = random();
        const currency = draw < 0.7 ? 'EUR' : draw < 0.9 ? 'USD' : 'GBP';
        const amount = (3000 + Math.floor(random() * 540) * 50).toFixed(2);
        const won = random() < 0.6;
        const paidAfter = 10 + Math.floor(random() * 71);
        const account = pick(DEMO_ACCOUNTS);
        const open = closeDate > DEMO_DATA_AS_OF;
        const paid = addDays(closeDate, paidAfter);
        deals.push({
          id: `D-2026-${String(deals.length + 1).padStart(4, '0')}`,
          name: `${account}: ${pick(PRODUCTS)}`,
          account,
          ownerId: ownerIdOf(rep),
          amount,
          currency,
          stage: open ? 'open' : won ? 'won' : 'lost',
          closeDate,
          invoicePaidDate: !open && won && paid <= DEMO_DATA_AS_OF ? paid : null,
        });
      }
    }
  }
  return deals;
}

/** Other Company's deals: few, in USD (its currency), so a total is easy to check by hand. */
export function otherDeals(ownerId: string): data.RecordData[] {
  return [
    { id: 'O-1', name: 'Acme: Platform', ownerId, amount: '12000.00', stage: 'won', closeDate: '2026-01-20' },
    { id: 'O-2', name: 'Initech: Pilot', ownerId, amount: '8500.00', stage: 'won', closeDate: '2026-03-05' },
    { id: 'O-3', name: 'Hooli: Renewal', ownerId, amount: '4000.00', stage: 'lost', closeDate: '2026-02-11' },
    {
      id: 'O-4',
      name: 'Globex: Expansion',
      ownerId,
      amount: '20000.00',
      stage: 'won',
      closeDate: '2026-05-14',
    },
  ];
}

/**
 * The demo's statement edits (doc 2 §7): on the rep's January statement, an adjustment by the
 * admin (added to the total in the adjustments payment category) and an overwrite of the
 * attainment KPI, so the statement page shows both from the first start.
 */
export const DEMO_STATEMENT_EDITS = {
  userKey: 'employee',
  periodId: '2026-01',
  adjustment: { amount: '250', reason: 'Spiff: Globex renewal signed before the quarter' },
  overwrite: { kind: 'kpi' as const, token: 'attainment', value: '1' },
};

/** The statement periods to compute: the months of 2026 up to the current one. */
export function demoMonths(today: string): string[] {
  const last = today < '2026-01-01' ? 1 : today > '2026-12-31' ? 12 : Number(today.slice(5, 7));
  return Array.from({ length: last }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
}

/** The quarters of 2026 up to the current one. */
export function otherQuarters(today: string): string[] {
  const month = Number(demoMonths(today).at(-1)!.slice(5, 7));
  return Array.from({ length: Math.ceil(month / 3) }, (_, i) => `2026-Q${i + 1}`);
}

/**
 * Seeds a plan, the record models and quotas it declares (the company's definitions are the
 * plan's), and the given data, inside the seeding transaction. Answers the plan's id.
 */
export async function seedPlan(
  tenant: Tenant,
  definition: string,
  content: {
    assignedUserIds: number[];
    records: Record<string, data.RecordData[]>;
    /** Model -> field -> the model whose keys it holds (data's `RecordField.link`). */
    links?: Record<string, Record<string, string>>;
    quotaValues?: (Omit<people.QuotaValue, 'id' | 'quotaId'> & { quota: string })[];
    rates?: Omit<data.CurrencyRate, 'id'>[];
  },
  t: Transaction,
): Promise<number> {
  const parsed = plans.readPlanDefinition(definition);
  const plan = await plans.createPlan(tenant, { definition, isHidden: false }, t);
  for (const userId of content.assignedUserIds)
    await plans.assignUserToPlan(
      tenant,
      { planId: plan.id, userId, effectiveAsOf: '2026-01-01', effectiveUntil: null },
      t,
    );
  for (const [machineName, model] of Object.entries(parsed.models)) {
    const created = await data.createRecordModel(
      tenant,
      {
        machineName,
        name: model.label,
        keyField: model.key,
        fields: Object.entries(model.fields).map(([identifier, field]) => ({
          identifier,
          label: field.label,
          format: field.format,
          ...(content.links?.[machineName]?.[identifier]
            ? { link: content.links[machineName][identifier] }
            : {}),
        })),
      },
      t,
    );
    await data.addRecords(tenant, created, content.records[machineName] ?? [], t);
  }
  const quotaIds = new Map<string, number>();
  for (const [machineName, quota] of Object.entries(parsed.quotas)) {
    quotaIds.set(
      machineName,
      await people.createQuota(
        tenant,
        {
          machineName,
          name: quota.label,
          type: quota.type,
          frequency: quota.frequency,
          format: quota.format,
          isQuotaRequired: quota.required,
        },
        t,
      ),
    );
  }
  await people.addQuotaValues(
    tenant,
    (content.quotaValues ?? []).map(({ quota, ...value }) => ({ ...value, quotaId: quotaIds.get(quota)! })),
    t,
  );
  await data.addCurrencyRates(tenant, content.rates ?? [], t);
  return plan.id;
}
