import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable } from '../ddl.js';

/**
 * The CRM authorization states already registered (issue #11: an OAuth state is usable once).
 * `stateHash` is the SHA-256 (hex) of the signed state, kept until the state's own expiry, so a
 * replayed `POST /integrations/{integration}/register` is refused by the primary key in any API
 * process. Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'crm_used_states', {
    stateHash: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    companyId: cascadingReference('companies'),
    expiresAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'crm_used_states', ['companyId', 'expiresAt']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('crm_used_states');
}
