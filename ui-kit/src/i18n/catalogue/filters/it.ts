import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's filters labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.filters.addFilters': 'Aggiungi filtri',
  'kit.filters.addFilterOn': 'Aggiungi filtro su',
  'kit.filters.clearFilter': 'Cancella filtro',
  'kit.filters.clearFilters': 'Cancella filtri',
  'kit.filters.sortBy': 'Ordina per',
  'kit.filters.ascending': 'Crescente',
  'kit.filters.descending': 'Decrescente',
  'kit.filters.noSorting': 'Nessun ordinamento',
  'kit.filters.addSortColumn': 'Aggiungi colonna di ordinamento',
  'kit.filters.removeSortColumn': 'Rimuovi',
};
