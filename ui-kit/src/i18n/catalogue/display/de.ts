import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's display labels in German. */
export const messages: Messages<MessageId> = {
  'kit.display.avatar.unknown': 'Unbekannter Benutzer',
  'kit.display.avatarStack.label': '{count, plural, one {# Benutzer} other {# Benutzer}}',
  'kit.display.avatarStack.more': '+{count}',
  'kit.display.avatarStack.moreLabel':
    '{count, plural, one {# weiterer Benutzer} other {# weitere Benutzer}}',
  'kit.display.sideMenu.label': 'Menü',
  'kit.display.sideMenu.search': 'Suchen',
  'kit.display.sideMenu.noMatch': 'Keine Optionen passend zu „{value}“',
  'kit.display.copy.button': 'Kopieren',
  'kit.display.copy.copied': 'Kopiert',
  'kit.display.copy.success': '„{text}“ in die Zwischenablage kopiert.',
  'kit.display.copy.successLong': 'In die Zwischenablage kopiert.',
  'kit.display.copy.failure': '„{text}“ konnte nicht in die Zwischenablage kopiert werden.',
  'kit.display.copy.failureLong': 'Kopieren in die Zwischenablage fehlgeschlagen.',
};
