import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { toJson } from '../../platform/db/values.js';
import { recordStatementChange } from './statement-edits.js';
import { parseContent } from './content-codec.js';
import { adjustmentsTable, overwritesTable, statementsTable } from './tables.js';

/**
 * Seeding (the demo company): an adjustment and an overwrite of one statement, written before the
 * plan is first calculated so that the calculation applies them. They name their statement
 * (statementId 0) and the value the engine computed (null) only once it exists: `attachSeededEdits`
 * fills both in after the calculation.
 */
export async function seedStatementEdits(
  tenant: Tenant,
  edits: {
    planId: number;
    userId: number;
    periodId: string;
    createdBy: number;
    adjustment: { amount: string; reason: string };
    overwrite: { kind: 'rule' | 'kpi'; token: string; value: string };
  },
  transaction?: Transaction,
): Promise<void> {
  const at = new Date();
  const common = { statementId: 0, planId: edits.planId, userId: edits.userId, periodId: edits.periodId };
  await tenant.insert(
    adjustmentsTable,
    { ...common, ...edits.adjustment, createdBy: edits.createdBy, createdAt: at, updatedAt: at, version: 1 },
    transaction,
  );
  const { kind, token, value } = edits.overwrite;
  await tenant.insert(
    overwritesTable,
    {
      ...common,
      kind,
      token,
      tableName: null,
      recordKey: null,
      target: JSON.stringify([kind, null, null, token]),
      oldValue: 'null',
      value: JSON.stringify(value),
      createdBy: edits.createdBy,
      createdAt: at,
    },
    transaction,
  );
}

/** After the first calculation: the seeded edits get their statement and the engine's value. */
export async function attachSeededEdits(tenant: Tenant): Promise<void> {
  const pending = [
    ...(await tenant.findAll(adjustmentsTable, { where: { statementId: 0 } })).map((row) => ({
      row,
      kind: 'adjustment' as const,
    })),
    ...(await tenant.findAll(overwritesTable, { where: { statementId: 0 } })).map((row) => ({
      row,
      kind: 'overwrite' as const,
    })),
  ];
  for (const { row, kind } of pending) {
    const statement = await tenant.findOne(statementsTable, {
      planId: row.planId,
      userId: row.userId,
      periodId: row.periodId,
    });
    if (!statement) continue;
    const [user] = await people.usersByIds(tenant, [Number(row.userId)]);
    const plan = await plans.findPlan(tenant, Number(row.planId));
    const named = {
      id: Number(statement.id),
      user: { fullName: user?.fullName ?? '' },
      plan: { name: plan?.name ?? '' },
      period: { id: String(row.periodId) },
    };
    const author = { tenant, userId: row.createdBy === null ? null : Number(row.createdBy) };
    if (kind === 'adjustment') {
      const adjustment = row as typeof row & { amount: string; reason: string };
      await tenant.update(adjustmentsTable, { id: row.id }, { statementId: Number(statement.id) });
      await recordStatementChange(author, 'adjustment.created', named, {
        adjustmentId: Number(row.id),
        amount: String(adjustment.amount),
        currency: String(statement.currency),
        reason: adjustment.reason,
      });
      continue;
    }
    const overwrite = row as typeof row & { token: string };
    const content = parseContent(statement.content) as {
      overwrites?: { token: string; original: unknown }[];
    };
    const original = content.overwrites?.find((o) => o.token === overwrite.token)?.original ?? null;
    await tenant.update(
      overwritesTable,
      { id: row.id },
      { statementId: Number(statement.id), oldValue: JSON.stringify(original) },
    );
    await recordStatementChange(author, 'overwrite.created', named, {
      overwriteId: Number(row.id),
      target: String(overwrite.target),
      from: original,
      value: toJson<unknown>(overwrite.value, null),
    });
  }
}
