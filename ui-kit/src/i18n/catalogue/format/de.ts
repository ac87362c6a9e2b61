import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's format labels in German. */
export const messages: Messages<MessageId> = {
  'kit.format.trend.up': 'Gestiegen um {percent} auf {value}',
  'kit.format.trend.upTo': 'Gestiegen auf {value}',
  'kit.format.trend.down': 'Gesunken um {percent} auf {value}',
  'kit.format.trend.downTo': 'Gesunken auf {value}',
  'kit.format.trend.equal': 'Unverändert',
  'kit.format.trend.notEqual': 'Geändert',
  'kit.format.progress': 'Fortschritt',
  'kit.format.truncatedList.more': '(+{count, number})',
  'kit.format.truncatedList.showMore': '{count, number} weitere anzeigen',
  'kit.format.truncatedList.showLess': 'Weniger anzeigen',
  'kit.format.dateNotIsoFormat': 'Das Datum ist nicht im Format JJJJ-MM-TT',
  'kit.format.invalidDate': 'Ungültiges Datum',
  'kit.format.invalidTimestamp': 'Ungültiger Zeitstempel',
};
