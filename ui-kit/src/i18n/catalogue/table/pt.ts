import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's table labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.table.search': 'Pesquisar',
  'kit.table.clearSearch': 'Limpar pesquisa',
  'kit.table.searchColumn': 'Pesquisar coluna',
  'kit.table.rowsPerPage': 'Linhas por página',
  'kit.table.range': '{start} - {end} de {total}',
  'kit.table.previousPage': 'Página anterior',
  'kit.table.nextPage': 'Próxima página',
  'kit.table.pageNumber': 'Página',
  'kit.table.pageCount': 'de {count}',
  'kit.table.pageNumberInteger': 'O número da página deve ser um número inteiro.',
  'kit.table.pageNumberMin': 'O número da página deve ser maior que 0.',
  'kit.table.pageNumberMax': 'O número da página não pode ser maior que o número total de páginas.',
  'kit.table.pagination': 'Paginação',
  'kit.table.options': 'Opções da tabela',
  'kit.table.sortBy': 'Ordenar por',
  'kit.table.sortDirection': 'Direção da ordenação',
  'kit.table.ascending': 'Crescente',
  'kit.table.descending': 'Decrescente',
  'kit.table.showHideColumns': 'Mostrar/ocultar colunas',
  'kit.table.pinFirstColumn': 'Fixar primeira coluna',
  'kit.table.selectAll': 'Selecionar tudo',
  'kit.table.selectRow': 'Selecionar',
  'kit.table.selected': '{count, plural, one {# selecionado} other {# selecionados}}',
  'kit.table.bulkActions': 'Ações em massa',
  'kit.table.columnInfo': 'Sobre esta coluna',
  'kit.table.loadMore': 'Carregar mais ({count}/{total})',
};
