import { Op, type WhereOptions } from 'sequelize';
import { modelsOf, type Row } from '../../db/models.js';
import type { Database } from '../../db/database.js';
import type { ChangelogEntry } from '../../domain/types.js';
import { toChangelogEntry } from '../mappers.js';

/** Product-wide changelog (not company-owned), newest first, keyset-paginated on (date, id). */
export async function pageChangelog(
  db: Database,
  options: { after?: { date: string; id: number }; since?: string; limit: number },
): Promise<{ entries: ChangelogEntry[]; hasMore: boolean }> {
  const conditions: WhereOptions[] = [];
  if (options.after) {
    const { date, id } = options.after;
    conditions.push({ [Op.or]: [{ date: { [Op.lt]: date } }, { date, id: { [Op.lt]: id } }] });
  }
  if (options.since) conditions.push({ date: { [Op.gt]: options.since } });
  const rows = (await modelsOf(db.sequelize).changelog_entries.findAll({
    where: conditions.length ? { [Op.and]: conditions } : {},
    order: [
      ['date', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: options.limit + 1,
    raw: true,
  })) as unknown as Row[];
  return {
    entries: rows.slice(0, options.limit).map(toChangelogEntry),
    hasMore: rows.length > options.limit,
  };
}

export async function insertChangelogEntries(
  db: Database,
  entries: Omit<ChangelogEntry, 'id'>[],
): Promise<void> {
  const now = new Date();
  await modelsOf(db.sequelize).changelog_entries.bulkCreate(
    entries.map((e) => ({ ...e, roles: JSON.stringify(e.roles), createdAt: now })),
  );
}
