import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's filters labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.filters.addFilters': 'Añadir filtros',
  'kit.filters.addFilterOn': 'Añadir filtro en',
  'kit.filters.clearFilter': 'Borrar filtro',
  'kit.filters.clearFilters': 'Borrar filtros',
  'kit.filters.sortBy': 'Ordenar por',
  'kit.filters.ascending': 'Ascendente',
  'kit.filters.descending': 'Descendente',
  'kit.filters.noSorting': 'Sin ordenación',
  'kit.filters.addSortColumn': 'Añadir columna de ordenación',
  'kit.filters.removeSortColumn': 'Quitar',
};
