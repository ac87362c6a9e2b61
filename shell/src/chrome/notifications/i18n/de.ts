import type { NotificationsMessages } from '../messages';

/** The notifications popover's labels in German, loaded with the popover, for users who read German. */
export const messages: NotificationsMessages = {
  'notifications.unread': 'Ungelesen:',
  'notifications.markAllRead': 'Alle als gelesen markieren',
  'notifications.markAllRead.title': 'Alle als gelesen markieren?',
  'notifications.markAllRead.body': 'Alle Benachrichtigungen werden als gelesen markiert.',
  'notifications.markAllRead.proceed': 'Fortfahren',
  'notifications.markAllRead.cancel': 'Abbrechen',
  'notifications.empty': 'Sie haben keine Benachrichtigungen.',
  'notifications.failed':
    'Ihre Benachrichtigungen konnten nicht geladen werden. Versuchen Sie es später erneut.',
  'notifications.exportError': 'Beim Exportieren Ihrer Daten ist ein Fehler aufgetreten.',
};
