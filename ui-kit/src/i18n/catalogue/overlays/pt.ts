import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's overlays labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.overlays.drawer.resize': 'Redimensionar painel',
  'kit.overlays.snackbar.region': 'Notificações',
  'kit.overlays.snackbar.dismiss': 'Fechar notificação',
  'kit.overlays.alert.dismiss': 'Fechar alerta',
  'kit.overlays.tone.info': 'Informação',
  'kit.overlays.tone.warning': 'Aviso',
  'kit.overlays.tone.error': 'Erro',
  'kit.overlays.tone.success': 'Sucesso',
};
