import type { NotificationsMessages } from '../messages';

/** The notifications popover's labels in Portuguese, loaded with the popover, for users who read Portuguese. */
export const messages: NotificationsMessages = {
  'notifications.unread': 'Não lida:',
  'notifications.markAllRead': 'Marcar todas como lidas',
  'notifications.markAllRead.title': 'Marcar todas como lidas?',
  'notifications.markAllRead.body': 'Todas as notificações serão marcadas como lidas.',
  'notifications.markAllRead.proceed': 'Continuar',
  'notifications.markAllRead.cancel': 'Cancelar',
  'notifications.empty': 'Não tem notificações.',
  'notifications.failed': 'Não foi possível carregar as suas notificações. Tente novamente mais tarde.',
  'notifications.exportError': 'Ocorreu um erro ao exportar os seus dados.',
};
