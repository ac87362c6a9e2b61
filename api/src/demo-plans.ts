import type { Transaction } from 'sequelize';
import * as data from './modules/data/index.js';
import * as plans from './modules/plans/index.js';
import type { Tenant } from './platform/db/tenancy.js';

/**
 * Demo Company's second plan, so the plan list and hub show what a company with several plans
 * looks like: account managers paid quarterly on the subscriptions they renew (a rate that rises
 * with gross retention) and on the expansion they sell, on a `subscription` record model of its own.
 * Its assignments cover each status of the hub's filter: reps on it all year, one who joined in
 * July (and is also on the Account Executives plan), one who left it in June, one starting next
 * year. It has forecasting: the subscriptions still open in a quarter count at the company's usual
 * renewal rate. Deterministic, like demo-commissions.ts.
 */
export const RENEWALS_PLAN = `# Demo Company: account managers paid on renewals and expansion, quarterly.
version: 1
plan:
  id: demo-renewals-2026
  name: Renewals & Expansion 2026
  frequency: quarter
  categories: [Renewals, Expansion]
  rulesOrder: [renewalCommission, expansionCommission, renewalsClosed]
  highlightedKpis: [renewedArr, grossRetention]
  # The forecast counts the subscriptions still open in the period, 85 % of them renewed.
  forecasting:
    enabled: true
    formulas:
      renewedArr: "SUM(renewed, arr) + SUM(pipeline, arr) * 85%"
      dueArr: "SUM(due, arr) + SUM(pipeline, arr)"

models:
  subscription:
    label: Subscriptions
    key: id
    fields:
      id: { format: text, label: Subscription id }
      account: { format: text, label: Account }
      ownerId: { format: text, label: Account manager }
      arr: { format: currency, label: ARR }
      expansionArr: { format: currency, label: Expansion ARR }
      status: { format: text, label: Status }
      renewalDate: { format: date, label: Renewal date }

filters:
  renewed:
    label: Renewed subscriptions
    model: subscription
    where: [{ field: status, operator: IN, value: [renewed] }]
    period: renewalDate
    user: ownerId
    sort: [{ field: renewalDate, direction: ASC }]
    display: true
  pipeline:
    label: Open renewals
    model: subscription
    where: [{ field: status, operator: IN, value: [open] }]
    period: renewalDate
    user: ownerId
    sort: [{ field: renewalDate, direction: ASC }]
    display: true
  due:
    label: Subscriptions due for renewal
    model: subscription
    where: [{ field: status, operator: IN, value: [renewed, churned] }]
    period: renewalDate
    user: ownerId

variables:
  renewedArr: { label: Renewed ARR, format: currency, formula: "SUM(renewed, arr)", display: true }
  dueArr: { label: ARR due, format: currency, formula: "SUM(due, arr)", display: true }
  grossRetention: { label: Gross retention, format: percent, formula: "IF(dueArr > 0, renewedArr / dueArr, 0)", display: true }

rules:
  renewalCommission:
    label: Renewal commission
    type: PAYOUT
    category: Renewals
    formula: "renewedArr * IF(grossRetention >= 90%, 4%, 2.5%)"
    kpis: [renewedArr, dueArr, grossRetention]
  expansionCommission:
    label: Expansion commission
    type: LINE_PAYOUT
    category: Expansion
    table: renewed
    formula: "expansionArr * 8%"
  renewalsClosed:
    label: Renewals closed
    type: NON_PAYOUT
    category: Renewals
    format: number
    formula: "COUNT(renewed)"
`;

const ACCOUNTS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Soylent',
  'Cyberdyne',
  'Vandelay Industries',
];

/** Who is on the plan and when (keys are the demo e-mails' local parts): every status of the filter. */
export const RENEWALS_ASSIGNMENTS: { user: string; effectiveAsOf: string; effectiveUntil: string | null }[] =
  [
    { user: 'employee-3', effectiveAsOf: '2026-01-01', effectiveUntil: null },
    { user: 'employee-4', effectiveAsOf: '2026-01-01', effectiveUntil: null },
    { user: 'employee', effectiveAsOf: '2026-07-01', effectiveUntil: null },
    { user: 'employee-2', effectiveAsOf: '2026-01-01', effectiveUntil: '2026-06-30' },
    { user: 'readonly-employee', effectiveAsOf: '2027-01-01', effectiveUntil: null },
  ];

/** A small seeded generator (mulberry32): the same subscriptions on every start. */
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

/**
 * The subscriptions renewing in 2026: 3 to 5 per account manager and month while on the plan;
 * those due after `asOf` are still open, earlier ones renewed (about 85 %, a third with expansion)
 * or churned.
 */
export function renewalSubscriptions(ownerIdOf: (user: string) => string, asOf: string): data.RecordData[] {
  const random = generator(4242);
  const rows: data.RecordData[] = [];
  for (let month = 1; month <= 12; month++) {
    for (const assignment of RENEWALS_ASSIGNMENTS) {
      const monthStart = `2026-${String(month).padStart(2, '0')}-01`;
      if (monthStart < assignment.effectiveAsOf.slice(0, 8) + '01') continue;
      if (assignment.effectiveUntil !== null && monthStart > assignment.effectiveUntil) continue;
      const count = 3 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) {
        const renewalDate = `${monthStart.slice(0, 8)}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
        const arr = (6000 + Math.floor(random() * 100) * 300).toFixed(2);
        const renewed = random() < 0.85;
        const expansion =
          renewed && random() < 0.33 ? (1000 + Math.floor(random() * 40) * 250).toFixed(2) : '0.00';
        rows.push({
          id: `S-2026-${String(rows.length + 1).padStart(4, '0')}`,
          account: ACCOUNTS[Math.floor(random() * ACCOUNTS.length)]!,
          ownerId: ownerIdOf(assignment.user),
          arr,
          expansionArr: expansion,
          status: renewalDate > asOf ? 'open' : renewed ? 'renewed' : 'churned',
          renewalDate,
        });
      }
    }
  }
  return rows;
}

/**
 * Seeds the renewals plan (live), its record model with the subscriptions, and its assignments,
 * inside the seeding transaction. Answers the plan's id.
 */
export async function seedRenewalsPlan(
  tenant: Tenant,
  userIdOf: (user: string) => number,
  asOf: string,
  t: Transaction,
): Promise<number> {
  const parsed = plans.readPlanDefinition(RENEWALS_PLAN);
  const plan = await plans.createPlan(tenant, { definition: RENEWALS_PLAN, isHidden: false }, t);
  for (const assignment of RENEWALS_ASSIGNMENTS)
    await plans.assignUserToPlan(
      tenant,
      {
        planId: plan.id,
        userId: userIdOf(assignment.user),
        effectiveAsOf: assignment.effectiveAsOf,
        effectiveUntil: assignment.effectiveUntil,
      },
      t,
    );
  const model = parsed.models.subscription!;
  const created = await data.createRecordModel(
    tenant,
    {
      machineName: 'subscription',
      name: model.label,
      keyField: model.key,
      fields: Object.entries(model.fields).map(([identifier, field]) => ({
        identifier,
        label: field.label,
        format: field.format,
      })),
    },
    t,
  );
  await data.addRecords(
    tenant,
    created,
    renewalSubscriptions((user) => String(userIdOf(user)), asOf),
    t,
  );
  return plan.id;
}
