import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's dates labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.dates.pickDate': 'Scegli una data',
  'kit.dates.time': 'Ora',
  'kit.dates.range': 'Dal {start} al {end}',
  'kit.dates.rangeFrom': 'Dal {start}',
  'kit.dates.rangeTo': 'Fino al {end}',
  'kit.dates.previousYear': 'Anno precedente',
  'kit.dates.nextYear': 'Anno successivo',
  'kit.dates.previousYears': 'Anni precedenti',
  'kit.dates.nextYears': 'Anni successivi',
};
