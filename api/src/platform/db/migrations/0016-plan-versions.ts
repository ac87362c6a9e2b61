import { DataTypes, type QueryInterface } from 'sequelize';
import {
  cascadingReference,
  dropColumnIfPresent,
  dropIndexIfPresent,
  ensureColumn,
  ensureIndex,
  ensureTable,
  idColumn,
  longText,
} from '../ddl.js';

/**
 * Plans as the list and hub edit them (doc 2 §4 Plan visibility and archive):
 * - `archivedOn`: the day a plan was archived, which is the day its active assignments were ended,
 *   so unarchiving can find the assignments to reopen with the dates the user gives.
 * - a plan's name is unique in its company (doc 2 §5: 'A plan with this name already exists.'),
 *   held by a unique index so two concurrent creates cannot both win.
 * - `plan_versions`: every saved change of a plan (author, date, a summary, and the definition as
 *   it was saved) so the hub can show its history and a statement can name what computed it.
 * Re-runnable from any point (MySQL commits each DDL statement on its own): see `ddl.ts`.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'plans', 'archivedOn', { type: DataTypes.DATEONLY, allowNull: true });
  await ensureIndex(q, 'plans', ['companyId', 'name'], { name: 'plans_company_name', unique: true });
  await ensureTable(q, 'plan_versions', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    planId: cascadingReference('plans'),
    /** The plan's `version` once this change was saved. */
    version: { type: DataTypes.INTEGER, allowNull: false },
    /** The user who saved it; null for a company API key or the seeding. */
    authorId: { type: DataTypes.INTEGER, allowNull: true },
    summary: { type: DataTypes.STRING(500), allowNull: false },
    definition: { type: longText(q), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'plan_versions', ['companyId', 'planId', 'version'], {
    name: 'plan_versions_plan_version',
    unique: true,
  });
}

export async function down(q: QueryInterface): Promise<void> {
  if (await q.tableExists('plan_versions')) await q.dropTable('plan_versions');
  await dropIndexIfPresent(q, 'plans', 'plans_company_name');
  await dropColumnIfPresent(q, 'plans', 'archivedOn');
}
