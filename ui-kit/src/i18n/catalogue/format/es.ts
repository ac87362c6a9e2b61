import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's format labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.format.trend.up': 'Sube un {percent} hasta {value}',
  'kit.format.trend.upTo': 'Sube hasta {value}',
  'kit.format.trend.down': 'Baja un {percent} hasta {value}',
  'kit.format.trend.downTo': 'Baja hasta {value}',
  'kit.format.trend.equal': 'Sin cambios',
  'kit.format.trend.notEqual': 'Modificado',
  'kit.format.progress': 'Progreso',
  'kit.format.truncatedList.more': '(+{count, number})',
  'kit.format.truncatedList.showMore': 'Mostrar {count, number} más',
  'kit.format.truncatedList.showLess': 'Mostrar menos',
  'kit.format.dateNotIsoFormat': 'La fecha no está en formato AAAA-MM-DD',
  'kit.format.invalidDate': 'Fecha no válida',
  'kit.format.invalidTimestamp': 'Marca de tiempo no válida',
};
