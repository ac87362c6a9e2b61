import { modelsOf, type Row } from '../../db/models.js';
import type { Database } from '../../db/database.js';

/** Finds the company of an API key by its hash (before any tenant exists) and stamps its use. */
export async function findApiKeyForUse(
  db: Database,
  keyHash: string,
): Promise<{ id: number; companyId: number } | null> {
  const model = modelsOf(db.sequelize).api_keys;
  const row = (await model.findOne({ where: { keyHash }, raw: true })) as Row | null;
  if (!row) return null;
  await model.update({ lastUsedAt: new Date() }, { where: { id: row.id as number } });
  return { id: Number(row.id), companyId: Number(row.companyId) };
}
