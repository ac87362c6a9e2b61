import type { NotificationsMessages } from '../messages';

/** The notifications popover's labels in Spanish, loaded with the popover, for users who read Spanish. */
export const messages: NotificationsMessages = {
  'notifications.unread': 'Sin leer:',
  'notifications.markAllRead': 'Marcar todas como leídas',
  'notifications.markAllRead.title': '¿Marcar todas como leídas?',
  'notifications.markAllRead.body': 'Todas las notificaciones se marcarán como leídas.',
  'notifications.markAllRead.proceed': 'Continuar',
  'notifications.markAllRead.cancel': 'Cancelar',
  'notifications.empty': 'No tiene notificaciones.',
  'notifications.failed': 'No se han podido cargar sus notificaciones. Inténtelo de nuevo más tarde.',
  'notifications.exportError': 'Se ha producido un error al exportar sus datos.',
};
