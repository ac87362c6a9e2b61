import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's overlays labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.overlays.drawer.resize': 'Ridimensiona il pannello',
  'kit.overlays.snackbar.region': 'Notifiche',
  'kit.overlays.snackbar.dismiss': 'Chiudi notifica',
  'kit.overlays.alert.dismiss': 'Chiudi avviso',
  'kit.overlays.tone.info': 'Informazione',
  'kit.overlays.tone.warning': 'Avviso',
  'kit.overlays.tone.error': 'Errore',
  'kit.overlays.tone.success': 'Operazione riuscita',
};
