import type { QueryInterface } from 'sequelize';
import { dropIndexIfPresent, ensureIndex, indexName } from '../ddl.js';

const INDEX = ['companyId', 'externalKey', 'changeSetId'];

/**
 * A statement's figure traces each record to its source (the last change set that wrote its key):
 * record changes are read by key, not only by change set. Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureIndex(q, 'record_changes', INDEX);
}

export async function down(q: QueryInterface): Promise<void> {
  await dropIndexIfPresent(q, 'record_changes', indexName('record_changes', INDEX));
}
