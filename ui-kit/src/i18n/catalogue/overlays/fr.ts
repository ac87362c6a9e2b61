import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's overlays labels in French. */
export const messages: Messages<MessageId> = {
  'kit.overlays.drawer.resize': 'Redimensionner le panneau',
  'kit.overlays.snackbar.region': 'Notifications',
  'kit.overlays.snackbar.dismiss': 'Fermer la notification',
  'kit.overlays.alert.dismiss': "Fermer l'alerte",
  'kit.overlays.tone.info': 'Information',
  'kit.overlays.tone.warning': 'Avertissement',
  'kit.overlays.tone.error': 'Erreur',
  'kit.overlays.tone.success': 'Succès',
};
