/**
 * The notifications module: each user's notifications (stored and pushed live on the event
 * stream), the product changelog. Other modules notify users through `NotificationService`.
 */
export { notificationRoutes } from './routes.js';
export type { NewNotification } from './repository.js';
export {
  CHANGELOG_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
  NotificationService,
  changelogPage,
  recordNotification,
} from './service.js';
export type { ChangelogEntry, Notification, NotificationPage } from './types.js';
