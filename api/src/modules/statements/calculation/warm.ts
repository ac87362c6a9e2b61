import { createHash } from 'node:crypto';
import { recalculate, type Calculation, type Changes, type StatementRun } from '@accrue/engine';
import type { NewRow, Tenant } from '../../../platform/db/tenancy.js';
import * as data from '../../data/index.js';
import type * as plans from '../../plans/index.js';
import type { StatementRow } from '../tables.js';
import type { EngineIds } from './ids.js';
import { loadCalculation, type LoadedCalculation } from './load-input.js';
import { storedStatementCounts, storedStatementKeys } from './persist.js';
import { statementRowsOf } from './statement-rows.js';

/**
 * Warm calculations: the last full calculation of a plan, kept in this process's memory with what
 * it was computed from, so that a change of records, quota values, assignments, adjustments or
 * overwrites recalculates only the statements it touches (the engine's `recalculate`) instead of
 * reading a million records and computing every statement again (issue: a pushed deal shows in
 * its rep's statement in under half a second).
 *
 * Kept only while it is provably what a full calculation would read now:
 * - the parts the engine cannot apply as changes (the plan's definition and models, users, teams,
 *   currency rates, the company's currency and fiscal year, the periods computed, who is on the
 *   plan) are read again at each use and compared by a digest; any difference calculates the plan
 *   in full;
 * - the records that changed are found by the change sets this calculation has not seen (every
 *   import, push and connector refresh writes one, with its keys, in the same transaction as the
 *   records), read again by key as they are now. Change sets written by any process count, so a
 *   plan recalculated by another worker meanwhile is still right here;
 * - quota values, team assignments, adjustments, overwrites and row edits are read whole (small) and handed
 *   to the engine when they changed; it recomputes the statements of what differs.
 * A calculation that fails or is stopped after changing a warm plan forgets it (its statements
 * may not have been stored). Plans with forecasting are always calculated in full (the forecast
 * is computed beside the statements).
 */

interface WarmPlan {
  calc: Calculation;
  ids: EngineIds;
  currency: string;
  /** Digest of what the engine cannot take as changes (see above). */
  digest: string;
  /** Digest of each list the engine takes as changes: an unchanged one is not handed to it. */
  changeDigests: Record<ChangeList, string>;
  /** The record models the plan reads (id → machine name). */
  models: Map<number, string>;
  /** The change sets whose records `calc` holds. */
  window: data.ChangeSetWindow;
  /** Records held, for the memory budget. */
  records: number;
  /** How many statements the calculation gives in each period. */
  counts: Map<string, number>;
  lastUsed: number;
}

/**
 * Records kept warm in all, across plans: a million deals take about half a gigabyte in the
 * engine. The least recently used plans are forgotten beyond it.
 */
const MAX_WARM_RECORDS = 2_000_000;

const warmPlans = new Map<string, WarmPlan>();

/**
 * A plan's key: its database too, as a process may hold several (the integration suites run SQLite
 * and MariaDB in one process, with the same company and plan ids).
 */
const databaseNumbers = new WeakMap<object, number>();
let nextDatabaseNumber = 1;
function keyOf(tenant: Tenant, planId: number): string {
  let number = databaseNumbers.get(tenant.db);
  if (number === undefined) databaseNumbers.set(tenant.db, (number = nextDatabaseNumber++));
  return `${number}:${tenant.companyId}:${planId}`;
}

/** One calculation of a plan at a time in this process: a warm plan changes in place. */
const planLocks = new Map<string, Promise<unknown>>();

/** Runs `work` once no other calculation of the plan runs in this process. */
export async function oneAtATime<T>(tenant: Tenant, planId: number, work: () => Promise<T>): Promise<T> {
  const key = keyOf(tenant, planId);
  const before = planLocks.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  planLocks.set(key, settled);
  try {
    return await mine;
  } finally {
    if (planLocks.get(key) === settled) planLocks.delete(key);
  }
}

/** Forgets a plan's warm calculation (after a failure, or when it is calculated in full again). */
export function forgetWarmPlan(tenant: Tenant, planId: number): void {
  warmPlans.delete(keyOf(tenant, planId));
}

/** The digest of what a warm calculation cannot take as changes. */
function digestOf(loaded: LoadedCalculation): string {
  const { input, definition } = loaded;
  return createHash('sha256')
    .update(
      JSON.stringify([
        definition,
        [...loaded.models],
        input.company,
        input.fiscalYearStartMonth,
        input.users,
        input.teams,
        input.rates,
        input.periods,
        // A user taken off the plan must lose the statements the engine no longer gives.
        input.planAssignments,
      ]),
    )
    .digest('base64url');
}

/** The lists the engine applies as changes, read whole at each use. */
const CHANGE_LISTS = ['quotas', 'teamAssignments', 'adjustments', 'overwrites', 'rowEdits'] as const;
type ChangeList = (typeof CHANGE_LISTS)[number];

const digestOfList = (list: readonly unknown[] | undefined) =>
  createHash('sha256')
    .update(JSON.stringify(list ?? []))
    .digest('base64url');

function changeDigestsOf(loaded: LoadedCalculation): Record<ChangeList, string> {
  return Object.fromEntries(CHANGE_LISTS.map((list) => [list, digestOfList(loaded.input[list])])) as Record<
    ChangeList,
    string
  >;
}

/**
 * The lists that differ from what the warm calculation last took: the engine compares each list
 * handed to it entry by entry (thousands of quota values), so an unchanged one is left out.
 */
function changedLists(
  loaded: LoadedCalculation,
  before: Record<ChangeList, string>,
  now: Record<ChangeList, string>,
): Changes {
  const changes: Changes = {};
  for (const list of CHANGE_LISTS)
    if (now[list] !== before[list]) Object.assign(changes, { [list]: loaded.input[list] ?? [] });
  return changes;
}

/**
 * Keeps a plan's full calculation warm. `window` is the change sets read before its records;
 * `loaded` what it was computed from.
 */
export function keepWarm(
  tenant: Tenant,
  loaded: LoadedCalculation,
  calc: Calculation,
  window: data.ChangeSetWindow,
): void {
  if (loaded.definition.plan.forecasting.enabled) return;
  const records = Object.values(loaded.input.records ?? {}).reduce((sum, rows) => sum + rows.length, 0);
  if (records > MAX_WARM_RECORDS) return;
  const counts = new Map<string, number>();
  for (const run of calc.statements) counts.set(run.period.id, (counts.get(run.period.id) ?? 0) + 1);
  warmPlans.set(keyOf(tenant, loaded.plan.id), {
    calc,
    counts,
    ids: loaded.ids,
    currency: loaded.currency,
    digest: digestOf(loaded),
    changeDigests: changeDigestsOf(loaded),
    models: loaded.models,
    window,
    records,
    lastUsed: Date.now(),
  });
  let total = [...warmPlans.values()].reduce((sum, plan) => sum + plan.records, 0);
  for (const [key, plan] of [...warmPlans].sort((a, b) => a[1].lastUsed - b[1].lastUsed)) {
    if (total <= MAX_WARM_RECORDS) break;
    warmPlans.delete(key);
    total -= plan.records;
  }
}

/** What an incremental calculation computed: the statements it recomputed, by period. */
export interface RecalculatedPlan {
  /** The recomputed statements' rows (a statement the engine no longer gives has none). */
  statements: NewRow<StatementRow>[];
  /** By period: the users whose statements were recomputed (database ids). */
  users: Map<string, number[]>;
}

/**
 * Recalculates a plan from its warm calculation, or answers null when it has none that is still
 * right (the caller then calculates it in full). Call it inside `oneAtATime`.
 */
export async function recalculateWarm(
  tenant: Tenant,
  plan: plans.Plan,
  periods: { computed: readonly string[]; stored: readonly string[] },
  calculatedAt: Date,
): Promise<RecalculatedPlan | null> {
  const key = keyOf(tenant, plan.id);
  const warm = warmPlans.get(key);
  if (!warm) return null;
  const loaded = await loadCalculation(tenant, plan, periods.computed, { records: false });
  if (digestOf(loaded) !== warm.digest) {
    warmPlans.delete(key);
    return null;
  }
  const delta = await data.recordDeltaSince(tenant, warm.window, [...warm.models.keys()]);
  if (delta === null) {
    warmPlans.delete(key);
    return null;
  }
  const changeDigests = changeDigestsOf(loaded);
  // From here the calculation changes in place: a failure before it is stored forgets it.
  warmPlans.delete(key);
  const changes: Changes = {
    ...changedLists(loaded, warm.changeDigests, changeDigests),
    records: [...warm.models].map(([modelId, model]) => ({
      model,
      upsert: delta.upserted.get(modelId) ?? [],
      remove: delta.removed.get(modelId) ?? [],
    })),
  };
  const recomputed = new Set(recalculate(warm.calc, changes));
  // A statement of the periods stored that is not stored yet (a user's first month on the plan, the
  // current period's first calculation) is written too, as a full calculation would. Stored ones
  // are counted per period first (the calculation's own counts do not change while it is warm:
  // who is on the plan is in its digest); keys are read only where the counts differ.
  const storedCounts = await storedStatementCounts(tenant, plan.id, periods.stored);
  const incomplete = periods.stored.filter(
    (periodId) => (storedCounts.get(periodId) ?? 0) !== (warm.counts.get(periodId) ?? 0),
  );
  const present = await storedStatementKeys(tenant, plan.id, incomplete);
  const checked = new Set(incomplete);
  const stored = new Set(periods.stored);
  const toWrite = new Map<string, StatementRun>();
  for (const id of recomputed) {
    const at = id.lastIndexOf('@');
    const run = warm.calc.statement(id.slice(0, at), id.slice(at + 1));
    if (run && stored.has(run.period.id)) toWrite.set(run.id, run);
  }
  if (checked.size)
    for (const run of warm.calc.statements)
      if (checked.has(run.period.id) && !present.has(`${warm.ids.userIdOf(run.userId)}|${run.period.id}`))
        toWrite.set(run.id, run);
  const users = new Map<string, number[]>();
  const runs = [...toWrite.values()];
  for (const run of runs) {
    let list = users.get(run.period.id);
    if (!list) users.set(run.period.id, (list = []));
    list.push(warm.ids.userIdOf(run.userId));
  }
  const statements = await statementRowsOf(runs, {
    planId: plan.id,
    ids: warm.ids,
    currency: warm.currency,
    calculatedAt,
  });
  warmPlans.set(key, {
    ...warm,
    window: delta.window,
    changeDigests,
    lastUsed: Date.now(),
  });
  return { statements, users };
}
