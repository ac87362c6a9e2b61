import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's overlays labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.overlays.drawer.resize': 'Cambiar el tamaño del panel',
  'kit.overlays.snackbar.region': 'Notificaciones',
  'kit.overlays.snackbar.dismiss': 'Cerrar notificación',
  'kit.overlays.alert.dismiss': 'Cerrar alerta',
  'kit.overlays.tone.info': 'Información',
  'kit.overlays.tone.warning': 'Advertencia',
  'kit.overlays.tone.error': 'Error',
  'kit.overlays.tone.success': 'Éxito',
};
