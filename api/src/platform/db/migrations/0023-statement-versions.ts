import { DataTypes, type QueryInterface } from 'sequelize';
import {
  cascadingReference,
  dropColumnIfPresent,
  ensureColumn,
  ensureIndex,
  ensureTable,
  idColumn,
  longText,
} from '../ddl.js';

/**
 * Statements keep their history (issue #13 point 5): each calculation that changes a statement's
 * figures writes an immutable version (its figures, its content, and what it was computed from:
 * the job, the plan version, the last change set of the data, the adjustments and overwrites
 * applied). The `statements` row stays the current one (lists read it alone) and carries its
 * current version number and the hash of its figures, so a calculation knows in the query it
 * already makes whether anything changed. `statementId` has no foreign key: a recalculation
 * deletes and reinserts the statement row under the same id, and its versions must outlive that.
 * Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'statement_versions', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    statementId: { type: DataTypes.INTEGER, allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    userId: { type: DataTypes.INTEGER, allowNull: false },
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    /** The calculation job that wrote it; null for a calculation outside jobs (seeding). */
    jobId: { type: DataTypes.INTEGER, allowNull: true },
    planVersion: { type: DataTypes.INTEGER, allowNull: true },
    total: { type: DataTypes.STRING(40), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: true },
    /** JSON: the rules' and KPIs' values, as compared from one version to the next. */
    figures: { type: longText(q), allowNull: false },
    /** JSON: what it was computed from (last change set id, adjustment and overwrite ids). */
    inputs: { type: DataTypes.TEXT, allowNull: false },
    /** The engine's statement JSON of this version (lines and datasets, for the comparison). */
    content: { type: longText(q), allowNull: false },
  });
  await ensureIndex(q, 'statement_versions', ['companyId', 'statementId', 'version'], { unique: true });
  await ensureIndex(q, 'statement_versions', ['companyId', 'userId', 'createdAt']);
  await ensureColumn(q, 'statements', 'version', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await ensureColumn(q, 'statements', 'figuresHash', { type: DataTypes.STRING(64), allowNull: true });

  await ensureTable(q, 'home_visits', {
    id: idColumn(),
    companyId: cascadingReference('companies'),
    userId: cascadingReference('users'),
    /** The start of the visit under way (a visit ends after 30 minutes without opening /home). */
    visitAt: { type: DataTypes.DATE(3), allowNull: false },
    /** When /home was last opened. */
    seenAt: { type: DataTypes.DATE(3), allowNull: false },
    /** The start of the visit before: what changed since then is "new since your last visit". */
    previousVisitAt: { type: DataTypes.DATE(3), allowNull: true },
  });
  await ensureIndex(q, 'home_visits', ['companyId', 'userId'], { unique: true });
}

export async function down(q: QueryInterface): Promise<void> {
  if (await q.tableExists('home_visits')) await q.dropTable('home_visits');
  await dropColumnIfPresent(q, 'statements', 'figuresHash');
  await dropColumnIfPresent(q, 'statements', 'version');
  if (await q.tableExists('statement_versions')) await q.dropTable('statement_versions');
}
