import { statementToJson, type Calculation } from '@accrue/engine';
import type { NewRow } from '../../../platform/db/tenancy.js';
import type { StatementRow } from '../tables.js';
import type { EngineIds } from './ids.js';

const NO_PAYMENTS = { achievement: '0', hold: '0', paid: '0', adjustments: '0', heldBalance: '0' };

/** The rows of a calculation's statements, with the engine's ids mapped back to database ids. */
export function statementRows(
  calc: Calculation,
  context: { planId: number; ids: EngineIds; currency: string; calculatedAt: Date },
): NewRow<StatementRow>[] {
  return calc.statements.map((run) => {
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
  });
}
