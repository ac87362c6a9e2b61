import {
  statementToJson,
  type Calculation,
  type ForecastResult,
  type RuleComparison,
  type StatementRun,
} from '@accrue/engine';
import type { NewRow } from '../../../platform/db/tenancy.js';
import { ContentPacker } from '../content-codec.js';
import type { ForecastRow, StatementRow } from '../tables.js';
import { withFigures } from '../versions.js';
import type { EngineIds } from './ids.js';

interface RowContext {
  planId: number;
  ids: EngineIds;
  currency: string;
  calculatedAt: Date;
}

/** A forecast's comparison with the actual figures, per rule and in total (stored as JSON). */
export interface ForecastComparison {
  rules: RuleComparison[];
  total: { actual: string; forecast: string; difference: string };
}

const NO_PAYMENTS = { achievement: '0', hold: '0', paid: '0', adjustments: '0', heldBalance: '0' };

/** How long serializing runs before it lets the event loop turn (timers, the job's lease renewal). */
const SLICE_MS = 50;

/**
 * `map` over `items` to rows, yielding to the event loop every SLICE_MS: serializing a large plan
 * takes seconds, and the job's lease renewal and the API's requests run meanwhile
 * (platform/jobs/worker.ts). Each row's content is packed on libuv's threads while the next ones are
 * serialized (content-codec.ts).
 */
async function rowsInSlices<T, R extends { content: string }>(
  items: readonly T[],
  map: (item: T) => R,
): Promise<R[]> {
  const packer = new ContentPacker();
  const out: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    const row = map(item);
    out.push(row);
    await packer.pack(row);
  }
  await packer.packed();
  return out;
}

/** The rows of a calculation's statements, with the engine's ids mapped back to database ids. */
export function statementRows(calc: Calculation, context: RowContext): Promise<NewRow<StatementRow>[]> {
  return statementRowsOf(calc.statements, context);
}

/** The rows of some statements of a calculation (those an incremental calculation recomputed). */
export function statementRowsOf(
  runs: readonly StatementRun[],
  context: RowContext,
): Promise<NewRow<StatementRow>[]> {
  return rowsInSlices(runs, (run) => statementRow(run, context));
}

function statementRow(run: StatementRun, context: RowContext): NewRow<StatementRow> {
  const json = statementToJson(run, { values: true });
  // A statement the engine could not pay (an error) pays nothing.
  const payments = json.payments ?? NO_PAYMENTS;
  return withFigures(
    {
      ...headOf(json, context),
      content: JSON.stringify(json),
      paymentAchievement: payments.achievement,
      paymentHold: payments.hold,
      paymentPaid: payments.paid,
      paymentAdjustments: payments.adjustments,
      paymentHeldBalance: payments.heldBalance,
    },
    json,
  );
}

/** The rows of a plan's forecasts: the forecast's figures with its comparison to the actual ones. */
export function forecastRows(result: ForecastResult, context: RowContext): Promise<NewRow<ForecastRow>[]> {
  const comparisons = new Map(
    result.comparisons.map((comparison) => [`${comparison.userId}|${comparison.periodId}`, comparison]),
  );
  return rowsInSlices(result.forecast.statements, (run) => {
    const json = statementToJson(run, { values: true });
    const compared = comparisons.get(`${json.userId}|${json.period.id}`);
    const comparison: ForecastComparison = {
      rules: compared?.rules ?? [],
      total: compared?.total ?? { actual: '0', forecast: '0', difference: '0' },
    };
    return {
      ...headOf(json, context),
      actualTotal: compared?.total.actual ?? null,
      content: JSON.stringify(json),
      comparison: JSON.stringify(comparison),
    };
  });
}

/** The columns a statement and a forecast share: whose, which period, total, status. */
function headOf(json: ReturnType<typeof statementToJson>, context: RowContext) {
  return {
    planId: context.planId,
    userId: context.ids.userIdOf(json.userId),
    periodId: json.period.id,
    periodStart: json.period.startDate,
    periodEnd: json.period.endDate,
    total: json.total,
    currency: context.currency,
    status: json.status,
    calculatedAt: context.calculatedAt,
  };
}
