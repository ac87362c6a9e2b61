import { DataTypes, type QueryInterface, type QueryOptionsWithWhere } from 'sequelize';
import { dropColumnIfPresent, dropIndexIfPresent, ensureColumn, ensureIndex } from '../ddl.js';

/**
 * Quota values and admin scopes become editable (doc 3 §7 quotas and admin scopes):
 * - `quota_values.ownerKey` ("user:12", "team:3", "plan:7") names the value's owner in one column,
 *   so that a unique index holds one value per quota, owner and date under concurrent writes (the
 *   nullable userId/teamId/planId columns cannot: NULLs never clash in a unique index).
 * - `admin_scopes.planAssignmentIds` (JSON number[]) lists the scope's plan assignments, and
 *   `admin_scopes.version` makes its edits versioned (If-Match → 409).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureColumn(q, 'quota_values', 'ownerKey', { type: DataTypes.STRING(24), allowNull: true });
  // Re-runnable: only rows still without a key are read and keyed.
  const options = { attributes: ['id', 'userId', 'teamId', 'planId'], where: { ownerKey: null } };
  // The query generator reads `attributes`, which sequelize's typings of select() leave out.
  const unkeyed = (await q.select(null, 'quota_values', options as QueryOptionsWithWhere)) as {
    id: number;
    userId: number | null;
    teamId: number | null;
    planId: number | null;
  }[];
  for (const row of unkeyed) {
    const ownerKey =
      row.userId !== null
        ? `user:${row.userId}`
        : row.teamId !== null
          ? `team:${row.teamId}`
          : `plan:${row.planId}`;
    await q.bulkUpdate('quota_values', { ownerKey }, { id: row.id });
  }
  await ensureIndex(q, 'quota_values', ['companyId', 'quotaId', 'ownerKey', 'date'], {
    name: 'quota_values_owner_date',
    unique: true,
  });
  await ensureIndex(q, 'quota_values', ['companyId', 'userId']);

  await ensureColumn(q, 'admin_scopes', 'planAssignmentIds', { type: DataTypes.TEXT, allowNull: true });
  await ensureColumn(q, 'admin_scopes', 'version', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 1,
  });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropIndexIfPresent(q, 'quota_values', 'quota_values_owner_date');
  await dropIndexIfPresent(q, 'quota_values', 'quota_values_company_id_user_id');
  await dropColumnIfPresent(q, 'quota_values', 'ownerKey');
  await dropColumnIfPresent(q, 'admin_scopes', 'planAssignmentIds');
  await dropColumnIfPresent(q, 'admin_scopes', 'version');
}
