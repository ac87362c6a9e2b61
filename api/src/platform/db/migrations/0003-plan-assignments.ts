import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * Plan assignments: which user is assigned to which plan, effective-dated (doc 3 §3 "Scope plan
 * assignment": id, planId, user, effectiveAsOf, effectiveUntil). A scoped admin reaches the users
 * assigned to a plan of their admin scope. Plans themselves come later; `planId` is the plan's id.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'plan_assignments', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    planId: { type: DataTypes.INTEGER, allowNull: false },
    userId: cascadingReference('users'),
    effectiveAsOf: { type: DataTypes.DATEONLY, allowNull: false },
    effectiveUntil: { type: DataTypes.DATEONLY, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'plan_assignments', ['companyId', 'planId']);
  await ensureIndex(q, 'plan_assignments', ['companyId', 'userId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('plan_assignments');
}
