/** The kit's filters labels in English (every other language holds the same ids). */
export const messages = {
  'kit.filters.addFilters': 'Add filters',
  'kit.filters.addFilterOn': 'Add filter on',
  'kit.filters.clearFilter': 'Clear filter',
  'kit.filters.clearFilters': 'Clear filters',
  'kit.filters.sortBy': 'Sort by',
  'kit.filters.ascending': 'Ascending',
  'kit.filters.descending': 'Descending',
  'kit.filters.noSorting': 'No sorting',
  'kit.filters.addSortColumn': 'Add sort column',
  'kit.filters.removeSortColumn': 'Remove',
};

export type MessageId = keyof typeof messages;
