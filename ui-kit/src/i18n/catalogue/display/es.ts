import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's display labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.display.avatar.unknown': 'Usuario desconocido',
  'kit.display.avatarStack.label': '{count, plural, one {# usuario} other {# usuarios}}',
  'kit.display.avatarStack.more': '+{count}',
  'kit.display.avatarStack.moreLabel': '{count, plural, one {# usuario más} other {# usuarios más}}',
  'kit.display.sideMenu.label': 'Menú',
  'kit.display.sideMenu.search': 'Buscar',
  'kit.display.sideMenu.noMatch': 'Ninguna opción coincide con «{value}»',
  'kit.display.copy.button': 'Copiar',
  'kit.display.copy.copied': 'Copiado',
  'kit.display.copy.success': '«{text}» copiado al portapapeles.',
  'kit.display.copy.successLong': 'Copiado al portapapeles.',
  'kit.display.copy.failure': 'No se pudo copiar «{text}» al portapapeles.',
  'kit.display.copy.failureLong': 'No se pudo copiar al portapapeles.',
};
