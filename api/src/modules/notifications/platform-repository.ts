import { Op, type WhereOptions } from 'sequelize';
import type { Database } from '../../platform/db/database.js';
import { AcrossCompanies } from '../../platform/db/tenancy.js';
import { toChangelogEntry } from './mappers.js';
import { changelogEntriesTable } from './tables.js';
import type { ChangelogEntry } from './types.js';

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
  const rows = await new AcrossCompanies(db).findAll(changelogEntriesTable, {
    where: conditions.length ? { [Op.and]: conditions } : {},
    order: [
      ['date', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: options.limit + 1,
  });
  return {
    entries: rows.slice(0, options.limit).map(toChangelogEntry),
    hasMore: rows.length > options.limit,
  };
}
