import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's table labels in Italian. */
export const messages: Messages<MessageId> = {
  'kit.table.search': 'Cerca',
  'kit.table.clearSearch': 'Cancella ricerca',
  'kit.table.searchColumn': 'Cerca colonna',
  'kit.table.rowsPerPage': 'Righe per pagina',
  'kit.table.range': '{start} - {end} di {total}',
  'kit.table.previousPage': 'Pagina precedente',
  'kit.table.nextPage': 'Pagina successiva',
  'kit.table.pageNumber': 'Pagina',
  'kit.table.pageCount': 'di {count}',
  'kit.table.pageNumberInteger': 'Il numero di pagina deve essere un numero intero.',
  'kit.table.pageNumberMin': 'Il numero di pagina deve essere maggiore di 0.',
  'kit.table.pageNumberMax': 'Il numero di pagina non può essere maggiore del numero totale di pagine.',
  'kit.table.pagination': 'Paginazione',
  'kit.table.options': 'Opzioni della tabella',
  'kit.table.sortBy': 'Ordina per',
  'kit.table.sortDirection': 'Direzione di ordinamento',
  'kit.table.ascending': 'Crescente',
  'kit.table.descending': 'Decrescente',
  'kit.table.showHideColumns': 'Mostra/nascondi colonne',
  'kit.table.pinFirstColumn': 'Blocca la prima colonna',
  'kit.table.selectAll': 'Seleziona tutto',
  'kit.table.selectRow': 'Seleziona',
  'kit.table.selected': '{count, plural, one {# selezionato} other {# selezionati}}',
  'kit.table.bulkActions': 'Azioni di gruppo',
  'kit.table.columnInfo': 'Informazioni su questa colonna',
  'kit.table.loadMore': 'Carica altro ({count}/{total})',
};
