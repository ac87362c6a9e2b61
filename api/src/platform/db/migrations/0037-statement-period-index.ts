import type { QueryInterface } from 'sequelize';
import { dropIndexIfPresent, ensureIndex, indexName } from '../ddl.js';

/**
 * A plan's statements by period (issue #13, incremental recalculation): the recalculation after a
 * pushed deal asks for a plan's earliest stored period and for which of its statements are stored
 * in some periods. The unique index (companyId, planId, userId, periodId) leads with the user, so
 * both read every statement row of the plan (23,000 at the benchmark's company, half a second).
 * Re-runnable from any point (see `ddl.ts`).
 */
const FIELDS = ['companyId', 'planId', 'periodId'];

export async function up(q: QueryInterface): Promise<void> {
  await ensureIndex(q, 'statements', FIELDS);
}

export async function down(q: QueryInterface): Promise<void> {
  await dropIndexIfPresent(q, 'statements', indexName('statements', FIELDS));
}
