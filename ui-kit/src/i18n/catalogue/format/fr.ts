import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's format labels in French. */
export const messages: Messages<MessageId> = {
  'kit.format.trend.up': 'En hausse de {percent} à {value}',
  'kit.format.trend.upTo': 'En hausse à {value}',
  'kit.format.trend.down': 'En baisse de {percent} à {value}',
  'kit.format.trend.downTo': 'En baisse à {value}',
  'kit.format.trend.equal': 'Inchangé',
  'kit.format.trend.notEqual': 'Modifié',
  'kit.format.progress': 'Progression',
  'kit.format.truncatedList.more': '(+{count, number})',
  'kit.format.truncatedList.showMore': 'Afficher {count, number} de plus',
  'kit.format.truncatedList.showLess': 'Afficher moins',
  'kit.format.dateNotIsoFormat': 'La date n’est pas au format AAAA-MM-JJ',
  'kit.format.invalidDate': 'Date invalide',
  'kit.format.invalidTimestamp': 'Horodatage invalide',
};
