import type { Tenant } from '../db/tenancy.js';
import type { Notification } from '../domain/types.js';
import {
  insertNotification,
  markReadBefore,
  pageNotifications,
  type NewNotification,
} from '../repositories/notifications.js';
import type { EventHub } from './events.js';

export const NOTIFICATION_PAGE_SIZE = 24;

export interface NotificationPage {
  items: Notification[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
  unreadCount: number;
}

export class NotificationService {
  constructor(private readonly hub: EventHub) {}

  /** Stores a notification for a user of the tenant and pushes it to that user's open streams. */
  async notify(tenant: Tenant, notification: NewNotification): Promise<Notification> {
    const created = await insertNotification(tenant, notification);
    this.hub.publish(tenant.companyId, created.userId, { type: 'notification', data: created });
    return created;
  }

  async page(tenant: Tenant, userId: number, page: number, limit: number): Promise<NotificationPage> {
    const { items, totalItems, unreadCount } = await pageNotifications(tenant, userId, page, limit);
    return {
      items,
      totalItems,
      currentPage: page,
      pageCount: limit === 0 ? 0 : Math.ceil(totalItems / limit),
      unreadCount,
    };
  }

  /** Marks read everything up to lastCheck (the client sends the newest notification's time + 1 s). */
  async markRead(tenant: Tenant, userId: number, lastCheck: Date): Promise<{ unreadCount: number }> {
    await markReadBefore(tenant, userId, lastCheck);
    return { unreadCount: (await pageNotifications(tenant, userId, 1, 0)).unreadCount };
  }
}
