import { Op, type Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toNotification } from './mappers.js';
import { notificationsTable } from './tables.js';
import type { Notification } from './types.js';

export interface NewNotification {
  userId: number;
  type: string;
  content: string;
  contentMetadata?: Record<string, unknown>;
  payload?: Record<string, unknown>;
  link?: string | null;
  authorId?: number | null;
  createdAt?: Date;
}

export async function insertNotification(
  tenant: Tenant,
  n: NewNotification,
  transaction?: Transaction,
): Promise<Notification> {
  const id = await tenant.insert(
    notificationsTable,
    {
      userId: n.userId,
      type: n.type,
      content: n.content,
      contentMetadata: JSON.stringify(n.contentMetadata ?? {}),
      payload: JSON.stringify(n.payload ?? {}),
      link: n.link ?? null,
      authorId: n.authorId ?? null,
      read: false,
      createdAt: n.createdAt ?? new Date(),
    },
    transaction,
  );
  return toNotification((await tenant.findById(notificationsTable, id, transaction))!);
}

export async function pageNotifications(
  tenant: Tenant,
  userId: number,
  page: number,
  limit: number,
): Promise<{ items: Notification[]; totalItems: number; unreadCount: number }> {
  const [rows, totalItems, unreadCount] = await Promise.all([
    tenant.findAll(notificationsTable, {
      where: { userId },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit,
      offset: (page - 1) * limit,
    }),
    tenant.count(notificationsTable, { userId }),
    countUnread(tenant, userId),
  ]);
  return { items: rows.map(toNotification), totalItems, unreadCount };
}

export function countUnread(tenant: Tenant, userId: number): Promise<number> {
  return tenant.count(notificationsTable, { userId, read: false });
}

/** Marks read every notification of the user created at or before `lastCheck`. */
export async function markReadBefore(tenant: Tenant, userId: number, lastCheck: Date): Promise<number> {
  return tenant.update(
    notificationsTable,
    { userId, read: false, createdAt: { [Op.lte]: lastCheck } },
    { read: true },
  );
}
