import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  contentTypeOf,
  delimiterLabel,
  identifierOf,
  mappingChanged,
  takenFields,
  XLSX_TYPE,
} from './model';

describe('the file import helpers', () => {
  it('sends a workbook as XLSX and anything else as CSV', () => {
    expect(contentTypeOf('deals.XLSX')).toBe(XLSX_TYPE);
    expect(contentTypeOf('deals.csv')).toBe('text/csv');
    expect(contentTypeOf('export.txt')).toBe('text/csv');
  });

  it('names a tab delimiter', () => {
    expect(delimiterLabel('\t')).toBe('Tab');
    expect(delimiterLabel(';')).toBe(';');
    expect(delimiterLabel(null)).toBe('');
  });

  it('sees a changed mapping and the fields other columns already fill', () => {
    const mapping = [
      { column: 'Deal id', field: 'id' },
      { column: 'Amount', field: 'amount' },
      { column: 'Notes', field: null },
    ];
    expect(
      mappingChanged(
        mapping,
        mapping.map((m) => ({ ...m })),
      ),
    ).toBe(false);
    expect(mappingChanged(mapping, [...mapping.slice(0, 2), { column: 'Notes', field: 'name' }])).toBe(true);
    expect([...takenFields(mapping, 'Amount')]).toEqual(['id']);
  });
});

describe('the fields a table suggests', () => {
  it('makes identifiers of letters and digits from column names, unique', () => {
    expect(identifierOf('deal_id')).toBe('dealId');
    expect(identifierOf('Close date')).toBe('closeDate');
    expect(identifierOf('2024_total')).toBe('c2024Total');
    expect(identifierOf('___')).toBe('column');
    expect(
      choicesOf([
        { name: 'amount', detectedFormat: 'number' },
        { name: 'Amount', detectedFormat: 'text' },
        { name: 'paid', detectedFormat: 'boolean' },
      ]),
    ).toEqual([
      { column: 'amount', include: true, identifier: 'amount', format: 'number' },
      { column: 'Amount', include: true, identifier: 'amount2', format: 'text' },
      { column: 'paid', include: true, identifier: 'paid', format: 'boolean' },
    ]);
  });
});
