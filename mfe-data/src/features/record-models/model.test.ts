import { describe, expect, it } from 'vitest';
import {
  directionLabel,
  filterHasValue,
  filterParams,
  modelPatch,
  namedFields,
  serverErrors,
  validateModel,
  type RecordModel,
} from './model';
import { formatValue } from './format-value';

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

describe('validateModel, for sort and unique-by rows', () => {
  const fields = [
    { identifier: 'id', label: 'Id', format: 'text' as const },
    { identifier: 'closeDate', label: 'Close date', format: 'date' as const },
  ];
  it('asks each row for a field of the model, once, and the model for a field', () => {
    expect(
      validateModel({
        name: 'Deals',
        machineName: 'deal',
        keyField: 'id',
        fields,
        sort: [
          { fieldMachineName: 'closeDate', direction: 'ASC' },
          { fieldMachineName: 'closeDate', direction: 'DESC' },
          { fieldMachineName: 'gone', direction: 'ASC' },
        ],
        uniqueBy: [{ fieldMachineName: 'id' }],
      }),
    ).toEqual({
      'sort.1.fieldMachineName': 'recordModels.error.duplicateRow',
      'sort.2.fieldMachineName': 'recordModels.error.required',
    });
    expect(validateModel({ name: 'Deals', machineName: 'deal', keyField: 'id', fields: [] })).toEqual({
      fields: 'recordModels.error.noField',
      keyField: 'recordModels.error.required',
    });
  });
  it('offers rows only the fields with a valid identifier, each once', () => {
    expect(
      namedFields([...fields, { identifier: 'a-b', label: 'x', format: 'text' }, { ...fields[0]! }]).map(
        (f) => f.identifier,
      ),
    ).toEqual(['id', 'closeDate']);
  });
});

describe('modelPatch', () => {
  const model: RecordModel = {
    id: 1,
    machineName: 'deal',
    name: 'Deals',
    keyField: 'id',
    fields: [
      { identifier: 'id', label: 'Id', format: 'text' },
      { identifier: 'amount', label: 'Amount', format: 'currency' },
    ],
    sort: [{ fieldMachineName: 'amount', direction: 'DESC' }],
    uniqueBy: [],
    version: 3,
    updatedAt: '2026-11-21T06:00:00.000Z',
  };
  const draft = {
    name: 'Deals',
    machineName: 'deal',
    keyField: 'id',
    fields: model.fields,
    sort: model.sort,
    uniqueBy: model.uniqueBy,
  };
  it('holds only what changed', () => {
    expect(modelPatch(model, { ...draft, name: ' Deals ' })).toEqual({});
    expect(
      modelPatch(model, { ...draft, name: 'Won deals ', uniqueBy: [{ fieldMachineName: 'id' }] }),
    ).toEqual({
      name: 'Won deals',
      uniqueBy: [{ fieldMachineName: 'id' }],
    });
    expect(
      modelPatch(model, {
        ...draft,
        keyField: 'amount',
        fields: [model.fields[1]!, { identifier: 'stage', label: 'Stage ', format: 'text' }],
      }),
    ).toEqual({
      keyField: 'amount',
      fields: [
        { identifier: 'amount', label: 'Amount', format: 'currency' },
        { identifier: 'stage', label: 'Stage', format: 'text' },
      ],
    });
  });

  it("keeps a field's link when another field changes, and drops it once cleared", () => {
    const linked: RecordModel = {
      ...model,
      fields: [...model.fields, { identifier: 'account', label: 'Account', format: 'text', link: 'account' }],
    };
    const relabelled = [{ ...model.fields[0]!, label: 'Deal id' }, model.fields[1]!, linked.fields[2]!];
    expect(modelPatch(linked, { ...draft, fields: relabelled }).fields?.[2]).toEqual({
      identifier: 'account',
      label: 'Account',
      format: 'text',
      link: 'account',
    });
    const unlinked = [...model.fields, { ...linked.fields[2]!, link: undefined }];
    expect(modelPatch(linked, { ...draft, fields: unlinked }).fields?.[2]).toEqual({
      identifier: 'account',
      label: 'Account',
      format: 'text',
    });
  });
});

describe('serverErrors', () => {
  const onForm = (field: string) => field.startsWith('fields.');
  it("puts each field's message on its field and the rest in the alert", () => {
    expect(
      serverErrors(
        {
          message: 'fields.0.label: x body: y',
          errors: [
            { field: 'fields.0.label', message: 'x' },
            { field: 'body', message: 'y' },
          ],
        },
        onForm,
      ),
    ).toEqual({ byField: { 'fields.0.label': 'x' }, message: 'body: y' });
    expect(
      serverErrors({ message: 'x', errors: [{ field: 'fields.0.label', message: 'x' }] }, onForm),
    ).toEqual({
      byField: { 'fields.0.label': 'x' },
      message: null,
    });
    expect(serverErrors({ message: 'Forbidden.' }, onForm)).toEqual({ byField: {}, message: 'Forbidden.' });
    expect(serverErrors(undefined, onForm)).toEqual({ byField: {}, message: null });
  });
});

describe('filterParams', () => {
  const model = {
    id: 1,
    machineName: 'deal',
    name: 'Deals',
    keyField: 'id',
    fields: [
      { identifier: 'id', label: 'Id', format: 'text' as const },
      { identifier: 'region', label: 'Region', format: 'text' as const },
      { identifier: 'amount', label: 'Amount', format: 'currency' as const },
      { identifier: 'closedAt', label: 'Closed at', format: 'date-time' as const },
      { identifier: 'won', label: 'Won', format: 'boolean' as const },
    ],
    sort: [],
    uniqueBy: [],
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it("writes each field's filter by its format, in the model's field order, without empty values", () => {
    expect(
      filterParams(model, {
        won: { is: 'false' },
        amount: { min: ' 100.5 ', max: '' },
        region: { op: 'eq', text: 'EMEA' },
        closedAt: { from: '2026-01-01', to: '2026-01-31' },
        id: { op: 'contains', text: 'D-1' },
      }),
    ).toEqual([
      'id:eq:D-1',
      'region:eq:EMEA',
      'amount:min:100.5',
      'closedAt:from:2026-01-01',
      'closedAt:to:2026-01-31',
      'won:is:false',
    ]);
    expect(filterParams(model, { region: { text: 'north' } })).toEqual(['region:contains:north']);
    expect(filterParams(model, { region: { text: '  ' }, nothere: { text: 'x' } })).toEqual([]);
    expect(filterHasValue({ op: 'eq' })).toBe(false);
    expect(filterHasValue({ max: '3' })).toBe(true);
  });
});
