import { describe, expect, it } from 'vitest';
import { pageCountOf, samePaginatedQuery, toPaginatedQuery } from './paginatedQuery';
import { INITIAL_TABLE_STATE } from './tableState';

describe('toPaginatedQuery', () => {
  it('derives page and limit, with no sort nor search at first', () => {
    expect(toPaginatedQuery(INITIAL_TABLE_STATE)).toEqual({ desc: false, page: 0, limit: 10 });
  });

  it('sorts by the first sorted column and its direction', () => {
    const query = toPaginatedQuery({
      ...INITIAL_TABLE_STATE,
      page: 2,
      pageSize: 25,
      columnSorting: [
        { id: 'amount', direction: 'desc' },
        { id: 'name', direction: 'asc' },
      ],
    });
    expect(query).toEqual({ desc: true, sort: 'amount', page: 2, limit: 25 });
    expect(
      toPaginatedQuery({ ...INITIAL_TABLE_STATE, columnSorting: [{ id: 'name', direction: 'asc' }] }),
    ).toMatchObject({ desc: false, sort: 'name' });
  });

  it('passes the trimmed search text, and none when blank', () => {
    expect(toPaginatedQuery({ ...INITIAL_TABLE_STATE, searchText: ' ada ' }).search).toBe('ada');
    expect(toPaginatedQuery({ ...INITIAL_TABLE_STATE, searchText: '   ' })).not.toHaveProperty('search');
  });

  it('compares queries by value', () => {
    const a = toPaginatedQuery({ ...INITIAL_TABLE_STATE, searchText: 'x' });
    expect(samePaginatedQuery(a, { ...a })).toBe(true);
    expect(samePaginatedQuery(a, { ...a, page: 1 })).toBe(false);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(250, 100)).toBe(3);
  });
});
