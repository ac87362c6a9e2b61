import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's overlays labels in German. */
export const messages: Messages<MessageId> = {
  'kit.overlays.drawer.resize': 'Seitenleiste in der Größe ändern',
  'kit.overlays.snackbar.region': 'Benachrichtigungen',
  'kit.overlays.snackbar.dismiss': 'Benachrichtigung schließen',
  'kit.overlays.alert.dismiss': 'Hinweis schließen',
  'kit.overlays.tone.info': 'Information',
  'kit.overlays.tone.warning': 'Warnung',
  'kit.overlays.tone.error': 'Fehler',
  'kit.overlays.tone.success': 'Erfolg',
};
