import type { PaginatedQuery, TableState } from './types';

/**
 * The server query of a table state (spec doc 3 §3): the first sorted column and its direction,
 * the zero-based page, the page size as limit, and the search text when there is one.
 */
export function toPaginatedQuery(
  state: Pick<TableState, 'page' | 'pageSize' | 'columnSorting' | 'searchText'>,
): PaginatedQuery {
  const [first] = state.columnSorting;
  const search = state.searchText.trim();
  const query: PaginatedQuery = {
    desc: first?.direction === 'desc',
    page: state.page,
    limit: state.pageSize,
  };
  if (first) query.sort = first.id;
  if (search) query.search = search;
  return query;
}

export function samePaginatedQuery(a: PaginatedQuery, b: PaginatedQuery): boolean {
  return (
    a.desc === b.desc &&
    a.sort === b.sort &&
    a.page === b.page &&
    a.limit === b.limit &&
    a.search === b.search
  );
}

/** The number of pages for a total; at least 1 so "page 1 of 1" reads right when empty. */
export function pageCountOf(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
}
