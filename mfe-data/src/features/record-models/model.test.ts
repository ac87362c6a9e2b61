import { describe, expect, it } from 'vitest';
import { directionLabel, formatValue, validateModel } from './model';

describe('formatValue', () => {
  const en = { locale: 'en', currency: 'EUR' };
  it('shows amounts from their exact decimal text, in the record currency when it has one', () => {
    expect(formatValue('currency', '12345678901234.5', en)).toBe('€12,345,678,901,234.50');
    expect(formatValue('currency', '1200', { ...en, recordCurrency: 'USD' })).toBe('$1,200');
    expect(formatValue('currency', '1200', { ...en, recordCurrency: 'nope' })).toBe('€1,200');
  });
  it("shows dates in the user's locale and empty values as null", () => {
    expect(formatValue('date', '2026-03-01', en)).toBe('3/1/26');
    expect(formatValue('date', '2026-03-01', { locale: 'fr', currency: 'EUR' })).toBe('01/03/2026');
    expect(formatValue('text', '', en)).toBeNull();
    expect(formatValue('number', null, en)).toBeNull();
  });
  it('labels sort directions by format (doc 3 §5)', () => {
    expect(directionLabel('date', 'ASC')).toBe('recordModels.sort.date.ASC');
    expect(directionLabel('currency', 'DESC')).toBe('recordModels.sort.number.DESC');
    expect(directionLabel('text', 'ASC')).toBe('recordModels.sort.text.ASC');
  });
});

describe('validateModel', () => {
  it('asks for letters-and-digits machine names, unique identifiers and a key among the fields', () => {
    expect(
      validateModel({
        name: 'Invoices',
        machineName: 'in-voice',
        keyField: 'nope',
        fields: [
          { identifier: 'number', label: 'Number', format: 'text' },
          { identifier: 'number', label: '', format: 'currency' },
        ],
      }),
    ).toEqual({
      machineName: 'recordModels.error.machineName',
      'fields.1.identifier': 'recordModels.error.duplicate',
      'fields.1.label': 'recordModels.error.required',
      keyField: 'recordModels.error.required',
    });
    expect(
      validateModel({
        name: 'Invoices',
        machineName: 'invoice',
        keyField: 'number',
        fields: [{ identifier: 'number', label: 'Number', format: 'text' }],
      }),
    ).toEqual({});
  });
});
