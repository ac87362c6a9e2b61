import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's filters labels in German. */
export const messages: Messages<MessageId> = {
  'kit.filters.addFilters': 'Filter hinzufügen',
  'kit.filters.addFilterOn': 'Filter hinzufügen für',
  'kit.filters.clearFilter': 'Filter entfernen',
  'kit.filters.clearFilters': 'Filter zurücksetzen',
  'kit.filters.sortBy': 'Sortieren nach',
  'kit.filters.ascending': 'Aufsteigend',
  'kit.filters.descending': 'Absteigend',
  'kit.filters.noSorting': 'Keine Sortierung',
  'kit.filters.addSortColumn': 'Sortierspalte hinzufügen',
  'kit.filters.removeSortColumn': 'Entfernen',
};
