import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's display labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.display.avatar.unknown': 'Usuário desconhecido',
  'kit.display.avatarStack.label': '{count, plural, one {# usuário} other {# usuários}}',
  'kit.display.avatarStack.more': '+{count}',
  'kit.display.avatarStack.moreLabel': '{count, plural, one {mais # usuário} other {mais # usuários}}',
  'kit.display.sideMenu.label': 'Menu',
  'kit.display.sideMenu.search': 'Pesquisar',
  'kit.display.sideMenu.noMatch': 'Nenhuma opção corresponde a “{value}”',
  'kit.display.copy.button': 'Copiar',
  'kit.display.copy.copied': 'Copiado',
  'kit.display.copy.success': '“{text}” copiado para a área de transferência.',
  'kit.display.copy.successLong': 'Copiado para a área de transferência.',
  'kit.display.copy.failure': 'Falha ao copiar “{text}” para a área de transferência.',
  'kit.display.copy.failureLong': 'Falha ao copiar para a área de transferência.',
};
