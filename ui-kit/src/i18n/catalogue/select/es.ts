import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's select labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.select.placeholder': 'Selecciona una opción',
  'kit.select.search': 'Buscar',
  'kit.select.showMore': 'Mostrar más',
  'kit.select.noMatch': 'Ninguna opción coincide con «{value}»',
  'kit.select.noOptions': 'No hay opciones para seleccionar',
  'kit.select.clearValue': 'Borrar valor',
  'kit.select.overflow': '+{count, number}',
};
