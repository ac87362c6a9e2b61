import { statementToJson, type Calculation } from '@accrue/engine';
import type { NewRow } from '../../../platform/db/tenancy.js';
import type { StatementRow } from '../tables.js';
import type { EngineIds } from './ids.js';

interface RowContext {
  planId: number;
  ids: EngineIds;
  currency: string;
  calculatedAt: Date;
}

const NO_PAYMENTS = { achievement: '0', hold: '0', paid: '0', adjustments: '0', heldBalance: '0' };

/** How long serializing runs before it lets the event loop turn (timers, the job's lease renewal). */
const SLICE_MS = 50;

/**
 * The rows of a calculation's statements, with the engine's ids mapped back to database ids.
 * Serializing a large plan takes seconds, so it yields to the event loop every SLICE_MS: the job's
 * lease renewal and the API's requests run meanwhile (platform/jobs/worker.ts).
 */
export async function statementRows(calc: Calculation, context: RowContext): Promise<NewRow<StatementRow>[]> {
  const rows: NewRow<StatementRow>[] = [];
  let sliceStart = performance.now();
  for (const run of calc.statements) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    rows.push(statementRow(run, context));
  }
  return rows;
}

function statementRow(run: Calculation['statements'][number], context: RowContext): NewRow<StatementRow> {
  const json = statementToJson(run, { values: true });
  // A statement the engine could not pay (an error) pays nothing.
  const payments = json.payments ?? NO_PAYMENTS;
  return {
    planId: context.planId,
    userId: context.ids.userIdOf(json.userId),
    periodId: json.period.id,
    periodStart: json.period.startDate,
    periodEnd: json.period.endDate,
    total: json.total,
    currency: context.currency,
    status: json.status,
    content: JSON.stringify(json),
    paymentAchievement: payments.achievement,
    paymentHold: payments.hold,
    paymentPaid: payments.paid,
    paymentAdjustments: payments.adjustments,
    paymentHeldBalance: payments.heldBalance,
    calculatedAt: context.calculatedAt,
  };
}
