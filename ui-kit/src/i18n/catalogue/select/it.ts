import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's select labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.select.placeholder': 'Seleziona un’opzione',
  'kit.select.search': 'Cerca',
  'kit.select.showMore': 'Mostra altro',
  'kit.select.noMatch': 'Nessuna opzione corrisponde a "{value}"',
  'kit.select.noOptions': 'Nessuna opzione da selezionare',
  'kit.select.clearValue': 'Cancella valore',
  'kit.select.overflow': '+{count, number}',
};
