import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's filters labels in French. */
export const messages: Messages<MessageId> = {
  'kit.filters.addFilters': 'Ajouter des filtres',
  'kit.filters.addFilterOn': 'Ajouter un filtre sur',
  'kit.filters.clearFilter': 'Effacer le filtre',
  'kit.filters.clearFilters': 'Effacer les filtres',
  'kit.filters.sortBy': 'Trier par',
  'kit.filters.ascending': 'Croissant',
  'kit.filters.descending': 'Décroissant',
  'kit.filters.noSorting': 'Aucun tri',
  'kit.filters.addSortColumn': 'Ajouter une colonne de tri',
  'kit.filters.removeSortColumn': 'Retirer',
};
