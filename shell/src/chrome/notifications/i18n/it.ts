import type { NotificationsMessages } from '../messages';

/** The notifications popover's labels in Italian, loaded with the popover, for users who read Italian. */
export const messages: NotificationsMessages = {
  'notifications.unread': 'Non letta:',
  'notifications.markAllRead': 'Segna tutte come lette',
  'notifications.markAllRead.title': 'Segnare tutte come lette?',
  'notifications.markAllRead.body': 'Tutte le notifiche saranno segnate come lette.',
  'notifications.markAllRead.proceed': 'Procedi',
  'notifications.markAllRead.cancel': 'Annulla',
  'notifications.empty': 'Non hai notifiche.',
  'notifications.failed': 'Non è stato possibile caricare le tue notifiche. Riprova più tardi.',
  'notifications.exportError': 'Si è verificato un errore durante l’esportazione dei tuoi dati.',
};
