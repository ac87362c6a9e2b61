import { Decimal } from 'decimal.js';
import type { Context } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toIso } from '../../platform/db/values.js';
import { updateVersioned, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Invalid, MESSAGES, NotFound } from '../../platform/errors.js';
import {
  authorsOf,
  creatorsOf,
  createdByOf,
  editInputs,
  editsOfStatement,
  recalculateStatement,
  recordStatementChange,
  statementToChange,
  type Author,
  type StatementIdentity,
} from './statement-edits.js';
import { adjustmentsTable, statementsTable, type AdjustmentRow } from './tables.js';

/**
 * Statement adjustments (doc 2 §3, §7 `/statements_adjustments`): an exact amount added on top of
 * what the plan earned, in the adjustments payment category. The engine adds it (its input's
 * `adjustments`: paid + adjustments = total), so each change enqueues a calculation of that one
 * statement (its plan, period and user); the adjustment itself is stored at once and shown with
 * its author and dates, while the figures follow when the worker has recalculated.
 */

export const ADJUSTMENT_MESSAGES = {
  notFound: 'Adjustment not found.',
  notAllowed: 'You may not adjust this statement.',
  zero: 'An adjustment cannot be zero.',
  blank: MESSAGES.required,
} as const;

/** Digits an amount may have before and after its decimal point. */
const AMOUNT = /^-?\d{1,15}(\.\d{1,6})?$/;

/** An adjustment as the API shows it. */
export interface Adjustment {
  id: number;
  statementId: number;
  /** Exact decimal text, in the statement's currency. */
  amount: string;
  reason: string;
  createdBy: Author | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

function toAdjustment(row: AdjustmentRow, authors: ReadonlyMap<number, Author>): Adjustment {
  return {
    id: Number(row.id),
    statementId: Number(row.statementId),
    amount: normalized(String(row.amount)),
    reason: String(row.reason),
    createdBy: createdByOf(row, authors),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
    version: Number(row.version),
  };
}

/** The decimal text without redundant zeros ("0050.10" → "50.1"), exact. */
function normalized(amount: string): string {
  return new Decimal(amount).toFixed();
}

function checkedAmount(amount: string): string {
  if (!AMOUNT.test(amount))
    throw new Invalid([{ field: 'amount', message: MESSAGES.pattern(AMOUNT.source) }]);
  if (new Decimal(amount).isZero())
    throw new Invalid([{ field: 'amount', message: ADJUSTMENT_MESSAGES.zero }]);
  return normalized(amount);
}

function checkedReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new Invalid([{ field: 'reason', message: ADJUSTMENT_MESSAGES.blank }]);
  return trimmed;
}

export interface AdjustmentWrite {
  adjustment: Adjustment;
  /** The calculation enqueued to bring the statement's figures up to date. */
  calculationId: number | null;
}

/** POST /statements_adjustments. */
export async function createAdjustment(
  context: Context,
  input: { statementId: number; amount: string; reason: string },
): Promise<AdjustmentWrite> {
  const amount = checkedAmount(input.amount);
  const reason = checkedReason(input.reason);
  const statement = await statementToChange(
    context,
    input.statementId,
    'ADJUST_STATEMENTS',
    ADJUSTMENT_MESSAGES.notAllowed,
  );
  const now = new Date();
  const id = await context.tenant.transaction(async (t) => {
    const inserted = await context.tenant.insert(
      adjustmentsTable,
      {
        statementId: statement.id,
        planId: statement.plan.id,
        userId: statement.userId,
        periodId: statement.period.id,
        amount,
        reason,
        createdBy: context.userId ?? null,
        createdAt: now,
        updatedAt: now,
        version: 1,
      },
      t,
    );
    await recordStatementChange(
      context,
      'adjustment.created',
      statement,
      { adjustmentId: inserted, amount, currency: statement.currency, reason },
      t,
    );
    return inserted;
  });
  const calculationId = await recalculateStatement(context, statement);
  return { adjustment: await findAdjustment(context.tenant, id), calculationId };
}

async function findAdjustment(tenant: Tenant, id: number): Promise<Adjustment> {
  const row = await tenant.findById(adjustmentsTable, id);
  if (!row) throw new NotFound(ADJUSTMENT_MESSAGES.notFound);
  return toAdjustment(row, await authorsOf(tenant, creatorsOf([row])));
}

/**
 * The adjustment `id` and its statement, if the caller may adjust that statement. The statement
 * is found by its plan, user and period (its identity), whatever id a calculation gave it.
 */
async function adjustmentToChange(context: Context, id: number) {
  const row = await context.tenant.findById(adjustmentsTable, id);
  if (!row) throw new NotFound(ADJUSTMENT_MESSAGES.notFound);
  const current = await context.tenant.findOne(statementsTable, {
    planId: row.planId,
    userId: row.userId,
    periodId: row.periodId,
  });
  // A statement gone (its user left the plan) leaves its adjustments unreachable.
  if (!current) throw new NotFound(ADJUSTMENT_MESSAGES.notFound);
  const statement = await statementToChange(
    context,
    Number(current.id),
    'ADJUST_STATEMENTS',
    ADJUSTMENT_MESSAGES.notAllowed,
  ).catch((error: unknown) => {
    if (error instanceof NotFound) throw new NotFound(ADJUSTMENT_MESSAGES.notFound);
    throw error;
  });
  return { row, statement };
}

/** PATCH /statements_adjustments/{id}: amount and/or reason; with If-Match, 409 when stale. */
export async function updateAdjustment(
  context: Context,
  id: number,
  input: { amount?: string; reason?: string },
  expected: ExpectedVersion,
): Promise<AdjustmentWrite> {
  const values: Partial<AdjustmentRow> = {};
  if (input.amount !== undefined) values.amount = checkedAmount(input.amount);
  if (input.reason !== undefined) values.reason = checkedReason(input.reason);
  const { row, statement } = await adjustmentToChange(context, id);
  await context.tenant.transaction(async (t) => {
    await updateVersioned(
      context.tenant,
      adjustmentsTable,
      id,
      { ...values, updatedAt: new Date() },
      expected,
      ADJUSTMENT_MESSAGES.notFound,
      t,
    );
    await recordStatementChange(
      context,
      'adjustment.updated',
      statement,
      {
        adjustmentId: id,
        fields: Object.keys(values),
        ...(values.amount === undefined
          ? {}
          : { from: normalized(String(row.amount)), amount: values.amount }),
        currency: statement.currency,
      },
      t,
    );
  });
  const calculationId = values.amount === undefined ? null : await recalculateStatement(context, statement);
  return { adjustment: await findAdjustment(context.tenant, id), calculationId };
}

/** DELETE /statements_adjustments/{id}. */
export async function deleteAdjustment(context: Context, id: number): Promise<void> {
  const { row, statement } = await adjustmentToChange(context, id);
  await context.tenant.transaction(async (t) => {
    if ((await context.tenant.destroy(adjustmentsTable, { id }, t)) === 0)
      throw new NotFound(ADJUSTMENT_MESSAGES.notFound);
    await recordStatementChange(
      context,
      'adjustment.deleted',
      statement,
      { adjustmentId: id, amount: normalized(String(row.amount)), currency: statement.currency },
      t,
    );
  });
  await recalculateStatement(context, statement);
}

/** A statement's adjustments, oldest first (a statement rarely has more than a few). */
export function adjustmentsOfStatement(
  tenant: Tenant,
  /** The statement's plan, user and period, or its id. */
  statement: StatementIdentity | number,
): Promise<Adjustment[]> {
  return editsOfStatement(tenant, adjustmentsTable, statement, toAdjustment, 500);
}

/** What the engine adds to a plan's statements of these periods (engine user ids from `userKey`). */
export function adjustmentInputs(
  tenant: Tenant,
  planId: number,
  periodIds: readonly string[],
): Promise<{ id: string; userId: number; periodId: string; amount: string; label: string }[]> {
  return editInputs(tenant, adjustmentsTable, planId, periodIds, (row) => ({
    amount: String(row.amount),
    label: String(row.reason),
  }));
}
