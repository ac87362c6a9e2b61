import type { Transaction } from 'sequelize';
import type { Context, UserContext } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Invalid, MESSAGES } from '../../platform/errors.js';
import type { EventHub } from '../../platform/events.js';
import { pageChangelog } from './platform-repository.js';
import {
  countUnread,
  insertNotification,
  markReadBefore,
  pageNotifications,
  type NewNotification,
} from './repository.js';
import type { ChangelogEntry, Notification, NotificationPage } from './types.js';

export const NOTIFICATION_PAGE_SIZE = 24;
export const CHANGELOG_PAGE_SIZE = 10;

/** Notifications of the signed-in user, pushed live to their open streams. */
export class NotificationService {
  constructor(private readonly hub: EventHub) {}

  /** Stores a notification for a user of the tenant and pushes it to that user's open streams. */
  async notify(tenant: Tenant, notification: NewNotification): Promise<Notification> {
    const created = await insertNotification(tenant, notification);
    this.hub.publish(tenant.companyId, created.userId, { type: 'notification', data: created });
    return created;
  }

  async page(context: UserContext, input: { page: number; limit: number }): Promise<NotificationPage> {
    const { page, limit } = input;
    const { items, totalItems, unreadCount } = await pageNotifications(
      context.tenant,
      context.userId,
      page,
      limit,
    );
    return {
      items,
      totalItems,
      currentPage: page,
      pageCount: limit === 0 ? 0 : Math.ceil(totalItems / limit),
      unreadCount,
    };
  }

  /** Marks read everything up to lastCheck (the client sends the newest notification's time + 1 s). */
  async markRead(context: UserContext, input: { lastCheck: Date }): Promise<{ unreadCount: number }> {
    await markReadBefore(context.tenant, context.userId, input.lastCheck);
    return { unreadCount: await countUnread(context.tenant, context.userId) };
  }
}

/** Stores a notification without pushing it (seeding, inside a transaction). */
export function recordNotification(
  tenant: Tenant,
  notification: NewNotification,
  transaction?: Transaction,
): Promise<Notification> {
  return insertNotification(tenant, notification, transaction);
}

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
  throw new Invalid([{ field: 'cursor', message: MESSAGES.invalid }]);
}

const encodeCursor = (entry: ChangelogEntry) =>
  Buffer.from(JSON.stringify({ date: entry.date, id: entry.id })).toString('base64url');

/**
 * `GET /changelog-entries`: the full list page by page (cursor), or with new=true the entries
 * dated after `from` (the previous connection). The changelog is the product's, not a company's.
 */
export async function changelogPage(
  context: Context,
  query: { cursor?: string; from?: string; new?: 'true' | 'false' },
): Promise<{ entries: ChangelogEntry[]; hasMore: boolean; cursor: string }> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  let since: string | undefined;
  if (query.new === 'true' && query.from) {
    const parsed = new Date(query.from);
    if (Number.isNaN(parsed.getTime()))
      throw new Invalid([{ field: 'from', message: MESSAGES.invalidTimestamp }]);
    since = parsed.toISOString().slice(0, 10);
  }
  const { entries, hasMore } = await pageChangelog(context.tenant.db, {
    ...(after ? { after } : {}),
    ...(since ? { since } : {}),
    limit: CHANGELOG_PAGE_SIZE,
  });
  const last = entries.at(-1);
  return { entries, hasMore, cursor: hasMore && last ? encodeCursor(last) : '' };
}
