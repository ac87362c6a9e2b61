import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's table labels in German. */
export const messages: Messages<MessageId> = {
  'kit.table.search': 'Suchen',
  'kit.table.clearSearch': 'Suche löschen',
  'kit.table.searchColumn': 'Spalte suchen',
  'kit.table.rowsPerPage': 'Zeilen pro Seite',
  'kit.table.range': '{start} - {end} von {total}',
  'kit.table.previousPage': 'Vorherige Seite',
  'kit.table.nextPage': 'Nächste Seite',
  'kit.table.pageNumber': 'Seite',
  'kit.table.pageCount': 'von {count}',
  'kit.table.pageNumberInteger': 'Die Seitenzahl muss eine ganze Zahl sein.',
  'kit.table.pageNumberMin': 'Die Seitenzahl muss größer als 0 sein.',
  'kit.table.pageNumberMax': 'Die Seitenzahl darf nicht größer als die Gesamtzahl der Seiten sein.',
  'kit.table.pagination': 'Seitennavigation',
  'kit.table.options': 'Tabellenoptionen',
  'kit.table.sortBy': 'Sortieren nach',
  'kit.table.sortDirection': 'Sortierrichtung',
  'kit.table.ascending': 'Aufsteigend',
  'kit.table.descending': 'Absteigend',
  'kit.table.showHideColumns': 'Spalten ein-/ausblenden',
  'kit.table.pinFirstColumn': 'Erste Spalte fixieren',
  'kit.table.selectAll': 'Alle auswählen',
  'kit.table.selectRow': 'Auswählen',
  'kit.table.selected': '{count} ausgewählt',
  'kit.table.bulkActions': 'Massenaktionen',
  'kit.table.columnInfo': 'Über diese Spalte',
  'kit.table.loadMore': 'Mehr laden ({count}/{total})',
};
