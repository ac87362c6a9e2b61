import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's dates labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.dates.pickDate': 'Elegir una fecha',
  'kit.dates.time': 'Hora',
  'kit.dates.range': 'Del {start} al {end}',
  'kit.dates.rangeFrom': 'Desde el {start}',
  'kit.dates.rangeTo': 'Hasta el {end}',
  'kit.dates.previousYear': 'Año anterior',
  'kit.dates.nextYear': 'Año siguiente',
  'kit.dates.previousYears': 'Años anteriores',
  'kit.dates.nextYears': 'Años siguientes',
};
