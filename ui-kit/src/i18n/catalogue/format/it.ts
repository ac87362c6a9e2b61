import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's format labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.format.trend.up': 'In aumento del {percent} a {value}',
  'kit.format.trend.upTo': 'In aumento a {value}',
  'kit.format.trend.down': 'In calo del {percent} a {value}',
  'kit.format.trend.downTo': 'In calo a {value}',
  'kit.format.trend.equal': 'Invariato',
  'kit.format.trend.notEqual': 'Modificato',
  'kit.format.progress': 'Avanzamento',
  'kit.format.truncatedList.more': '(+{count, number})',
  'kit.format.truncatedList.showMore': 'Mostra altri {count, number}',
  'kit.format.truncatedList.showLess': 'Mostra meno',
  'kit.format.dateNotIsoFormat': 'La data non è nel formato AAAA-MM-GG',
  'kit.format.invalidDate': 'Data non valida',
  'kit.format.invalidTimestamp': 'Timestamp non valido',
};
