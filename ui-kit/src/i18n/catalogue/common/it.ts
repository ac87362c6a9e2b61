import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's common labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.close': 'Chiudi',
  'kit.loading': 'Caricamento…',
  'kit.back': 'Indietro',
  'kit.breadcrumbs': 'Percorso di navigazione',
  'kit.empty.noData': 'Nessun dato',
  'kit.empty.noValue': 'Nessun valore',
  'kit.empty.none': 'Nessuno',
};
