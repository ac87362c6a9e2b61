import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's common labels in French. */
export const messages: Messages<MessageId> = {
  'kit.close': 'Fermer',
  'kit.loading': 'Chargement…',
  'kit.back': 'Retour',
  'kit.breadcrumbs': "Fil d'Ariane",
  'kit.empty.noData': 'Aucune donnée',
  'kit.empty.noValue': 'Aucune valeur',
  'kit.empty.none': 'Aucun',
};
