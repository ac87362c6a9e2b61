import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumnIfPresent, ensureColumn } from '../ddl.js';

/**
 * Per-user plan parameters (issue #12 point 9, docs/plan-format.md "Parameters"): the values an
 * assignment gives to the parameters its plan declares, as a JSON object of text values (null: none).
 * Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'plan_assignments', 'parameters', { type: DataTypes.TEXT, allowNull: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropColumnIfPresent(q, 'plan_assignments', 'parameters');
}
