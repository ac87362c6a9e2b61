import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's select labels in French. */
export const messages: Messages<MessageId> = {
  'kit.select.placeholder': 'Sélectionner une option',
  'kit.select.search': 'Rechercher',
  'kit.select.showMore': 'Afficher plus',
  'kit.select.noMatch': 'Aucune option ne correspond à « {value} »',
  'kit.select.noOptions': 'Aucune option à sélectionner',
  'kit.select.clearValue': 'Effacer la valeur',
  'kit.select.overflow': '+{count, number}',
};
