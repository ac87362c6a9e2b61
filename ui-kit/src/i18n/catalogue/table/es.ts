import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's table labels in Spanish. */
export const messages: Messages<MessageId> = {
  'kit.table.search': 'Buscar',
  'kit.table.clearSearch': 'Borrar búsqueda',
  'kit.table.searchColumn': 'Buscar columna',
  'kit.table.rowsPerPage': 'Filas por página',
  'kit.table.range': '{start} - {end} de {total}',
  'kit.table.previousPage': 'Página anterior',
  'kit.table.nextPage': 'Página siguiente',
  'kit.table.pageNumber': 'Página',
  'kit.table.pageCount': 'de {count}',
  'kit.table.pageNumberInteger': 'El número de página debe ser un número entero.',
  'kit.table.pageNumberMin': 'El número de página debe ser mayor que 0.',
  'kit.table.pageNumberMax': 'El número de página no puede ser mayor que el número total de páginas.',
  'kit.table.pagination': 'Paginación',
  'kit.table.options': 'Opciones de la tabla',
  'kit.table.sortBy': 'Ordenar por',
  'kit.table.sortDirection': 'Dirección de ordenación',
  'kit.table.ascending': 'Ascendente',
  'kit.table.descending': 'Descendente',
  'kit.table.showHideColumns': 'Mostrar/ocultar columnas',
  'kit.table.pinFirstColumn': 'Fijar la primera columna',
  'kit.table.selectAll': 'Seleccionar todo',
  'kit.table.selectRow': 'Seleccionar',
  'kit.table.selected': '{count, plural, one {# seleccionado} other {# seleccionados}}',
  'kit.table.bulkActions': 'Acciones masivas',
  'kit.table.columnInfo': 'Acerca de esta columna',
  'kit.table.loadMore': 'Cargar más ({count}/{total})',
};
