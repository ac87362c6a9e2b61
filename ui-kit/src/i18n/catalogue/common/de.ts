import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's common labels in German. */
export const messages: Messages<MessageId> = {
  'kit.close': 'Schließen',
  'kit.loading': 'Wird geladen…',
  'kit.back': 'Zurück',
  'kit.breadcrumbs': 'Brotkrumen',
  'kit.empty.noData': 'Keine Daten',
  'kit.empty.noValue': 'Kein Wert',
  'kit.empty.none': 'Keine',
};
