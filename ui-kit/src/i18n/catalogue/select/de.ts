import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's select labels in German. */
export const messages: Messages<MessageId> = {
  'kit.select.placeholder': 'Option auswählen',
  'kit.select.search': 'Suchen',
  'kit.select.showMore': 'Mehr anzeigen',
  'kit.select.noMatch': 'Keine Optionen für „{value}“',
  'kit.select.noOptions': 'Keine Optionen zur Auswahl',
  'kit.select.clearValue': 'Wert löschen',
  'kit.select.overflow': '+{count, number}',
};
