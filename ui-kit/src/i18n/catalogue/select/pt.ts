import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's select labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.select.placeholder': 'Selecione uma opção',
  'kit.select.search': 'Pesquisar',
  'kit.select.showMore': 'Mostrar mais',
  'kit.select.noMatch': 'Nenhuma opção corresponde a "{value}"',
  'kit.select.noOptions': 'Nenhuma opção para selecionar',
  'kit.select.clearValue': 'Limpar valor',
  'kit.select.overflow': '+{count, number}',
};
