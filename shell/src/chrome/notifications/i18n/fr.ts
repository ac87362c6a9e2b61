import type { NotificationsMessages } from '../messages';

/** The notifications popover's labels in French, loaded with the popover, for users who read French. */
export const messages: NotificationsMessages = {
  'notifications.unread': 'Non lue :',
  'notifications.markAllRead': 'Tout marquer comme lu',
  'notifications.markAllRead.title': 'Tout marquer comme lu ?',
  'notifications.markAllRead.body': 'Toutes les notifications seront marquées comme lues.',
  'notifications.markAllRead.proceed': 'Continuer',
  'notifications.markAllRead.cancel': 'Annuler',
  'notifications.empty': 'Vous n’avez aucune notification.',
  'notifications.failed': 'Vos notifications n’ont pas pu être chargées. Réessayez plus tard.',
  'notifications.exportError': 'Une erreur s’est produite lors de l’export de vos données.',
};
