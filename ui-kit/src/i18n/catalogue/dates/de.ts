import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's dates labels in German. */
export const messages: Messages<MessageId> = {
  'kit.dates.pickDate': 'Datum auswählen',
  'kit.dates.time': 'Uhrzeit',
  'kit.dates.range': '{start} bis {end}',
  'kit.dates.rangeFrom': 'Ab {start}',
  'kit.dates.rangeTo': 'Bis {end}',
  'kit.dates.previousYear': 'Vorheriges Jahr',
  'kit.dates.nextYear': 'Nächstes Jahr',
  'kit.dates.previousYears': 'Vorherige Jahre',
  'kit.dates.nextYears': 'Nächste Jahre',
};
