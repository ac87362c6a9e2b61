import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

const company = cascadingReference('companies');

/**
 * Statement reviews (doc 2 §3 Workflow, §5 Statement workflow): the company's workflows (steps as
 * JSON), the workflow each plan's statements follow, the periods whose reviews started (campaigns),
 * and each statement's review: the steps it
 * started with, how far it went and who took each step. A review is its own row because a
 * calculation replaces statement rows (keeping their ids), never the review.
 * Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'workflows', {
    id: idColumn(),
    companyId: company,
    name: { type: DataTypes.STRING(100), allowNull: false },
    steps: { type: DataTypes.TEXT, allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'workflows', ['companyId', 'name'], { unique: true });

  await ensureTable(q, 'plan_workflows', {
    id: idColumn(),
    companyId: company,
    planId: { type: DataTypes.INTEGER, allowNull: false },
    workflowId: { type: DataTypes.INTEGER, allowNull: false },
  });
  await ensureIndex(q, 'plan_workflows', ['companyId', 'planId'], { unique: true });
  await ensureIndex(q, 'plan_workflows', ['companyId', 'workflowId']);

  // A plan's statements of a period await review once its campaign started (doc 2 §3, §5).
  await ensureTable(q, 'workflow_campaigns', {
    id: idColumn(),
    companyId: company,
    planId: { type: DataTypes.INTEGER, allowNull: false },
    periodId: { type: DataTypes.STRING(16), allowNull: false },
    startedAt: { type: DataTypes.DATE(3), allowNull: false },
    startedBy: { type: DataTypes.INTEGER, allowNull: true },
  });
  await ensureIndex(q, 'workflow_campaigns', ['companyId', 'planId', 'periodId'], { unique: true });

  await ensureTable(q, 'statement_reviews', {
    id: idColumn(),
    companyId: company,
    statementId: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    workflowName: { type: DataTypes.STRING(100), allowNull: false },
    steps: { type: DataTypes.TEXT, allowNull: false },
    currentStep: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    complete: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    completedAt: { type: DataTypes.DATE(3), allowNull: true },
    history: { type: DataTypes.TEXT, allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'statement_reviews', ['companyId', 'statementId'], { unique: true });
  await ensureIndex(q, 'statement_reviews', ['companyId', 'planId', 'complete']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('statement_reviews');
  await q.dropTable('workflow_campaigns');
  await q.dropTable('plan_workflows');
  await q.dropTable('workflows');
}
