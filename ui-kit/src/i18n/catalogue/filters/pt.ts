import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's filters labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.filters.addFilters': 'Adicionar filtros',
  'kit.filters.addFilterOn': 'Adicionar filtro em',
  'kit.filters.clearFilter': 'Limpar filtro',
  'kit.filters.clearFilters': 'Limpar filtros',
  'kit.filters.sortBy': 'Ordenar por',
  'kit.filters.ascending': 'Crescente',
  'kit.filters.descending': 'Decrescente',
  'kit.filters.noSorting': 'Sem ordenação',
  'kit.filters.addSortColumn': 'Adicionar coluna de ordenação',
  'kit.filters.removeSortColumn': 'Remover',
};
