import { modelsOf, type Row } from '../../db/models.js';
import type { Database } from '../../db/database.js';

/** Reads a platform setting, creating it with `create()` the first time (first writer wins). */
export async function platformSetting(db: Database, key: string, create: () => string): Promise<string> {
  const model = modelsOf(db.sequelize).platform_settings;
  const existing = (await model.findOne({ where: { key }, raw: true })) as Row | null;
  if (existing) return String(existing.value);
  try {
    await model.create({ key, value: create() });
  } catch {
    // Another instance created it first: read theirs.
  }
  const row = (await model.findOne({ where: { key }, raw: true })) as Row | null;
  return String(row!.value);
}
