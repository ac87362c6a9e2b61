import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's format labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.format.trend.up': 'Alta de {percent} para {value}',
  'kit.format.trend.upTo': 'Alta para {value}',
  'kit.format.trend.down': 'Queda de {percent} para {value}',
  'kit.format.trend.downTo': 'Queda para {value}',
  'kit.format.trend.equal': 'Inalterado',
  'kit.format.trend.notEqual': 'Alterado',
  'kit.format.progress': 'Progresso',
  'kit.format.truncatedList.more': '(+{count, number})',
  'kit.format.truncatedList.showMore': 'Mostrar mais {count, number}',
  'kit.format.truncatedList.showLess': 'Mostrar menos',
  'kit.format.dateNotIsoFormat': 'A data não está no formato AAAA-MM-DD',
  'kit.format.invalidDate': 'Data inválida',
  'kit.format.invalidTimestamp': 'Carimbo de data/hora inválido',
};
