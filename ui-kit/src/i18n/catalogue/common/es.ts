import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's common labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.close': 'Cerrar',
  'kit.loading': 'Cargando…',
  'kit.back': 'Volver',
  'kit.breadcrumbs': 'Ruta de navegación',
  'kit.empty.noData': 'Sin datos',
  'kit.empty.noValue': 'Sin valor',
  'kit.empty.none': 'Ninguno',
};
