import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn, longText } from '../ddl.js';

/**
 * Forecasts (doc 2 §3, §Forecasts): a statement's simulated counterpart, one per company, plan,
 * user and period, computed with the plan's forecast formulas beside the actual figures. It is
 * found from its statement by that key (statement ids survive recalculation, and so do forecast
 * ids). `content` is the engine's statement JSON of the forecast; `comparison` the per-rule actual,
 * forecast and difference. Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'forecasts', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    planId: cascadingReference('plans'),
    userId: cascadingReference('users'),
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    periodStart: { type: DataTypes.DATEONLY, allowNull: false },
    periodEnd: { type: DataTypes.DATEONLY, allowNull: false },
    // Null when the engine could not finish the forecast.
    total: { type: DataTypes.STRING(40), allowNull: true },
    actualTotal: { type: DataTypes.STRING(40), allowNull: true },
    currency: { type: DataTypes.STRING(3), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: true },
    content: { type: longText(q), allowNull: false },
    comparison: { type: longText(q), allowNull: false },
    calculatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'forecasts', ['companyId', 'planId', 'userId', 'periodId'], { unique: true });
  await ensureIndex(q, 'forecasts', ['companyId', 'periodId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('forecasts');
}
