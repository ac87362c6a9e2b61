import type { QueryInterface } from 'sequelize';
import { dropIndexIfPresent, ensureIndex } from '../ddl.js';

/**
 * A team's name is unique in its company (doc 3 §5: a name conflict on create or rename answers
 * 409 on the field). The unique index makes that hold under concurrent writes.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureIndex(q, 'teams', ['companyId', 'name'], { name: 'teams_company_name', unique: true });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropIndexIfPresent(q, 'teams', 'teams_company_name');
}
