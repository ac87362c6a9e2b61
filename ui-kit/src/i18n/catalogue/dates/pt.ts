import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's dates labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.dates.pickDate': 'Escolher uma data',
  'kit.dates.time': 'Hora',
  'kit.dates.range': 'De {start} a {end}',
  'kit.dates.rangeFrom': 'A partir de {start}',
  'kit.dates.rangeTo': 'Até {end}',
  'kit.dates.previousYear': 'Ano anterior',
  'kit.dates.nextYear': 'Próximo ano',
  'kit.dates.previousYears': 'Anos anteriores',
  'kit.dates.nextYears': 'Próximos anos',
};
