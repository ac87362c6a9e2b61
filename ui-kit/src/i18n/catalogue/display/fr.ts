import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's display labels in French. */
export const messages: Messages<MessageId> = {
  'kit.display.avatar.unknown': 'Utilisateur inconnu',
  'kit.display.avatarStack.label': '{count, plural, one {# utilisateur} other {# utilisateurs}}',
  'kit.display.avatarStack.more': '+{count}',
  'kit.display.avatarStack.moreLabel':
    '{count, plural, one {# autre utilisateur} other {# autres utilisateurs}}',
  'kit.display.sideMenu.label': 'Menu',
  'kit.display.sideMenu.search': 'Rechercher',
  'kit.display.sideMenu.noMatch': 'Aucune option ne correspond à « {value} »',
  'kit.display.copy.button': 'Copier',
  'kit.display.copy.copied': 'Copié',
  'kit.display.copy.success': '« {text} » copié dans le presse-papiers.',
  'kit.display.copy.successLong': 'Copié dans le presse-papiers.',
  'kit.display.copy.failure': 'Impossible de copier « {text} » dans le presse-papiers.',
  'kit.display.copy.failureLong': 'Impossible de copier dans le presse-papiers.',
};
