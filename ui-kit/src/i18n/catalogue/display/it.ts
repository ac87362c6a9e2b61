import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's display labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.display.avatar.unknown': 'Utente sconosciuto',
  'kit.display.avatarStack.label': '{count, plural, one {# utente} other {# utenti}}',
  'kit.display.avatarStack.more': '+{count}',
  'kit.display.avatarStack.moreLabel': '{count, plural, one {altro # utente} other {altri # utenti}}',
  'kit.display.sideMenu.label': 'Menu',
  'kit.display.sideMenu.search': 'Cerca',
  'kit.display.sideMenu.noMatch': 'Nessuna opzione corrisponde a «{value}»',
  'kit.display.copy.button': 'Copia',
  'kit.display.copy.copied': 'Copiato',
  'kit.display.copy.success': '«{text}» copiato negli appunti.',
  'kit.display.copy.successLong': 'Copiato negli appunti.',
  'kit.display.copy.failure': 'Impossibile copiare «{text}» negli appunti.',
  'kit.display.copy.failureLong': 'Impossibile copiare negli appunti.',
};
