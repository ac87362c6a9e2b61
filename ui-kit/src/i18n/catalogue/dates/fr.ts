import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's dates labels in French. */
export const messages: Messages<MessageId> = {
  'kit.dates.pickDate': 'Choisir une date',
  'kit.dates.time': 'Heure',
  'kit.dates.range': 'Du {start} au {end}',
  'kit.dates.rangeFrom': 'À partir du {start}',
  'kit.dates.rangeTo': "Jusqu'au {end}",
  'kit.dates.previousYear': 'Année précédente',
  'kit.dates.nextYear': 'Année suivante',
  'kit.dates.previousYears': 'Années précédentes',
  'kit.dates.nextYears': 'Années suivantes',
};
