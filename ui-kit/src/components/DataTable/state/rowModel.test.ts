import { describe, expect, it } from 'vitest';
import { modelRows, pageRows, searchRows, sortRows, type RowModelColumn } from './rowModel';

interface Row {
  name: string;
  quota?: number;
}

const data: Row[] = [
  { name: 'Ada', quota: 3 },
  { name: 'alan', quota: undefined },
  { name: 'Grace', quota: 1 },
  { name: 'Linus', quota: 3 },
];

const column = (id: keyof Row, extra: Partial<RowModelColumn<Row>> = {}): RowModelColumn<Row> => ({
  id,
  valueOf: (row) => row[id],
  isSearchable: true,
  isSortable: true,
  compare: (a, b) => String(a[id]).localeCompare(String(b[id])),
  matches: (_row, value, text) => String(value).toLowerCase().includes(text.toLowerCase()),
  ...extra,
});
const quota = column('quota', { compare: (a, b) => a.quota! - b.quota! });
const columns = [column('name'), quota];
const rows = modelRows(data, (row) => row.name);
const names = (list: { original: Row }[]) => list.map((row) => row.original.name);

describe('the client-side row model', () => {
  it('gives each row its id and index', () => {
    expect(rows[1]).toEqual({ id: 'alan', original: data[1], index: 1 });
  });

  it('searches the searchable columns with a value, and returns every row without text', () => {
    expect(names(searchRows(rows, columns, 'a'))).toEqual(['Ada', 'alan', 'Grace']);
    expect(searchRows(rows, columns, '')).toBe(rows);
    expect(names(searchRows(rows, [column('name', { isSearchable: false }), quota], '3'))).toEqual([
      'Ada',
      'Linus',
    ]);
    expect(searchRows(rows, [column('name', { valueOf: undefined })], 'zzz')).toBe(rows);
  });

  it('sorts by each sort in turn, ties by index, undefined values last ascending and first descending', () => {
    expect(names(sortRows(rows, columns, [{ id: 'quota', direction: 'asc' }]))).toEqual([
      'Grace',
      'Ada',
      'Linus',
      'alan',
    ]);
    expect(names(sortRows(rows, columns, [{ id: 'quota', direction: 'desc' }]))).toEqual([
      'alan',
      'Ada',
      'Linus',
      'Grace',
    ]);
    expect(
      names(
        sortRows(rows, columns, [
          { id: 'quota', direction: 'desc' },
          { id: 'name', direction: 'desc' },
        ]),
      ),
    ).toEqual(['alan', 'Linus', 'Ada', 'Grace']);
  });

  it('ignores sorts on unknown, unsortable or value-less columns', () => {
    expect(sortRows(rows, columns, [{ id: 'nope', direction: 'asc' }])).toBe(rows);
    expect(sortRows(rows, [column('name', { isSortable: false })], [{ id: 'name', direction: 'asc' }])).toBe(
      rows,
    );
  });

  it('cuts one page', () => {
    expect(names(pageRows(rows, 1, 3))).toEqual(['Linus']);
    expect(pageRows(rows, 5, 3)).toEqual([]);
  });
});
