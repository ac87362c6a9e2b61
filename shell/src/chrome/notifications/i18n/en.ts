/** The notifications popover's labels in English (the other languages hold the same ids). */
export const messages = {
  'notifications.unread': 'Unread:',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.markAllRead.title': 'Mark all as read?',
  'notifications.markAllRead.body': 'All notifications will be marked as read.',
  'notifications.markAllRead.proceed': 'Proceed',
  'notifications.markAllRead.cancel': 'Cancel',
  'notifications.empty': 'You have no notifications.',
  'notifications.failed': 'Your notifications could not be loaded. Try again later.',
  'notifications.exportError': 'An error happened while exporting your data.',
};

export type NotificationsMessageId = keyof typeof messages;
