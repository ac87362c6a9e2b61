import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's table labels in French. */
export const messages: Messages<MessageId> = {
  'kit.table.search': 'Rechercher',
  'kit.table.clearSearch': 'Effacer la recherche',
  'kit.table.searchColumn': 'Rechercher une colonne',
  'kit.table.rowsPerPage': 'Lignes par page',
  'kit.table.range': '{start} - {end} sur {total}',
  'kit.table.previousPage': 'Page précédente',
  'kit.table.nextPage': 'Page suivante',
  'kit.table.pageNumber': 'Page',
  'kit.table.pageCount': 'sur {count}',
  'kit.table.pageNumberInteger': 'Le numéro de page doit être un nombre entier.',
  'kit.table.pageNumberMin': 'Le numéro de page doit être supérieur à 0.',
  'kit.table.pageNumberMax': 'Le numéro de page ne peut pas dépasser le nombre total de pages.',
  'kit.table.pagination': 'Pagination',
  'kit.table.options': 'Options du tableau',
  'kit.table.sortBy': 'Trier par',
  'kit.table.sortDirection': 'Ordre de tri',
  'kit.table.ascending': 'Croissant',
  'kit.table.descending': 'Décroissant',
  'kit.table.showHideColumns': 'Afficher/masquer les colonnes',
  'kit.table.pinFirstColumn': 'Épingler la première colonne',
  'kit.table.selectAll': 'Tout sélectionner',
  'kit.table.selectRow': 'Sélectionner',
  'kit.table.selected': '{count, plural, one {# sélectionné} other {# sélectionnés}}',
  'kit.table.bulkActions': 'Actions groupées',
  'kit.table.columnInfo': 'À propos de cette colonne',
  'kit.table.loadMore': 'Charger plus ({count}/{total})',
};
