import type { Database } from '../db/database.js';
import type { ChangelogEntry } from '../domain/types.js';
import { MESSAGES, validationError } from '../http/errors.js';
import { pageChangelog } from '../repositories/platform/changelog.js';

export const CHANGELOG_PAGE_SIZE = 10;

function decodeCursor(cursor: string): { date: string; id: number } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      date?: unknown;
      id?: unknown;
    };
    if (
      typeof value.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
      Number.isSafeInteger(value.id)
    ) {
      return { date: value.date, id: value.id as number };
    }
  } catch {
    // fall through
  }
  throw validationError([{ field: 'cursor', message: MESSAGES.invalid }]);
}

const encodeCursor = (entry: ChangelogEntry) =>
  Buffer.from(JSON.stringify({ date: entry.date, id: entry.id })).toString('base64url');

/**
 * `GET /changelog-entries`: the full list page by page (cursor), or with new=true the entries
 * dated after `from` (the previous connection).
 */
export async function changelogPage(db: Database, query: { cursor?: string; from?: string; new?: string }) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  let since: string | undefined;
  if (query.new === 'true' && query.from) {
    const parsed = new Date(query.from);
    if (Number.isNaN(parsed.getTime()))
      throw validationError([{ field: 'from', message: MESSAGES.invalidTimestamp }]);
    since = parsed.toISOString().slice(0, 10);
  }
  const { entries, hasMore } = await pageChangelog(db, {
    ...(after ? { after } : {}),
    ...(since ? { since } : {}),
    limit: CHANGELOG_PAGE_SIZE,
  });
  const last = entries.at(-1);
  return { entries, hasMore, cursor: hasMore && last ? encodeCursor(last) : '' };
}
