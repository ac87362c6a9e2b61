import type { components } from '@accrue/sdk';

// The shapes of openapi/data.yaml, as the SDK generates them from it.
type Schemas = components['schemas'];
export type FieldFormat = Schemas['FieldFormat'];
export type RecordField = Schemas['RecordField'];
export type SortDirection = Schemas['SortDirection'];
export type SortEntry = Schemas['SortEntry'];
export type UniqueByEntry = Schemas['UniqueByEntry'];
export type RecordModel = Schemas['RecordModel'];
export type ModelDetails = Schemas['RecordModelDetails'];
export type RecordItem = Schemas['RecordItem'];
export type RecordValue = RecordItem['data'][string];
export interface ModelPage {
  items: RecordModel[];
  total: number;
}
export interface RecordPage {
  items: RecordItem[];
  /** Counted up to 10,000 by the API. */
  total: number;
  /** More records match than `total` says. */
  totalCapped: boolean;
}

/**
 * What the filter bar holds for one field, by format: text contains or equals a value; a number,
 * amount or percent between a minimum and a maximum; a date between two days; a boolean true or
 * false; the key equal to a value.
 */
export interface FieldFilter {
  op?: 'contains' | 'eq';
  text?: string;
  min?: string;
  max?: string;
  from?: string;
  to?: string;
  is?: 'true' | 'false';
}

/** The operators a text filter offers (the key: equals only). */
export const TEXT_OPERATORS = ['contains', 'eq'] as const;

/** Whether a field's filter holds a value the API is asked for. */
export function filterHasValue(filter: FieldFilter | undefined): boolean {
  if (!filter) return false;
  return [filter.text, filter.min, filter.max, filter.from, filter.to, filter.is].some(
    (value) => value !== undefined && value.trim() !== '',
  );
}

/**
 * The `filter` parameters of GET /objects-definitions/{machineName}/records (`field:operator:value`,
 * combined with AND by the API, which checks each value against the field's format).
 */
export function filterParams(model: RecordModel, filters: Readonly<Record<string, FieldFilter>>): string[] {
  const params: string[] = [];
  for (const field of model.fields) {
    const filter = filters[field.identifier];
    if (!filter) continue;
    const add = (op: string, value: string | undefined) => {
      const trimmed = value?.trim();
      if (trimmed) params.push(`${field.identifier}:${op}:${trimmed}`);
    };
    if (field.identifier === model.keyField) {
      add('eq', filter.text);
      continue;
    }
    switch (field.format) {
      case 'text':
        add(filter.op ?? 'contains', filter.text);
        break;
      case 'number':
      case 'currency':
      case 'percent':
        add('min', filter.min);
        add('max', filter.max);
        break;
      case 'date':
      case 'date-time':
        add('from', filter.from);
        add('to', filter.to);
        break;
      case 'boolean':
        add('is', filter.is);
        break;
    }
  }
  return params;
}

/** The message id of a sort direction's label (doc 3 §5: it depends on the format). */
export function directionLabel(format: FieldFormat | undefined, direction: 'ASC' | 'DESC'): string {
  const kind =
    format === 'date' || format === 'date-time'
      ? 'date'
      : format === 'number' || format === 'currency' || format === 'percent'
        ? 'number'
        : 'text';
  return `recordModels.sort.${kind}.${direction}`;
}

export const FIELD_FORMATS: readonly FieldFormat[] = [
  'text',
  'number',
  'currency',
  'percent',
  'date',
  'date-time',
  'boolean',
];

/** The contract's bounds (RecordModelFields, RecordModelSort, RecordModelUniqueBy). */
export const MAX_FIELDS = 200;
export const MAX_SORT_ROWS = 10;
export const MAX_UNIQUE_BY_ROWS = 10;

export interface ModelDraft {
  name: string;
  machineName: string;
  keyField: string;
  fields: RecordField[];
  /** Sort and unique-by rows (doc 3 §5); absent: none. */
  sort?: SortEntry[];
  uniqueBy?: UniqueByEntry[];
}

const MACHINE_NAME = /^[A-Za-z0-9]+$/;

/**
 * The fields a key, sort or unique-by row can name: those with a valid identifier, each once
 * (doc 3 §5: a sort or unique-by row can be added only when the object has at least one field).
 */
export function namedFields(fields: readonly RecordField[]): RecordField[] {
  const seen = new Set<string>();
  return fields.filter((field) => {
    if (!MACHINE_NAME.test(field.identifier) || seen.has(field.identifier)) return false;
    seen.add(field.identifier);
    return true;
  });
}

/**
 * The form's own checks (doc 3 §5: machine names are letters and digits only; the key is one of the
 * fields; each sort and unique-by row names a field, once), as message ids by field path (the
 * paths the server names in its 422 answers); the server checks the same and answers with its
 * messages.
 */
export function validateModel(draft: ModelDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'recordModels.error.required';
  if (!draft.machineName) errors.machineName = 'recordModels.error.required';
  else if (!MACHINE_NAME.test(draft.machineName)) errors.machineName = 'recordModels.error.machineName';
  if (!draft.fields.length) errors.fields = 'recordModels.error.noField';
  const seen = new Set<string>();
  draft.fields.forEach((field, index) => {
    if (!field.identifier) errors[`fields.${index}.identifier`] = 'recordModels.error.required';
    else if (!MACHINE_NAME.test(field.identifier))
      errors[`fields.${index}.identifier`] = 'recordModels.error.machineName';
    else if (seen.has(field.identifier))
      errors[`fields.${index}.identifier`] = 'recordModels.error.duplicate';
    seen.add(field.identifier);
    if (!field.label.trim()) errors[`fields.${index}.label`] = 'recordModels.error.required';
  });
  if (!draft.keyField || !seen.has(draft.keyField)) errors.keyField = 'recordModels.error.required';
  for (const [list, entries] of [
    ['sort', draft.sort ?? []],
    ['uniqueBy', draft.uniqueBy ?? []],
  ] as const) {
    const used = new Set<string>();
    entries.forEach((entry, index) => {
      const key = `${list}.${index}.fieldMachineName`;
      if (!seen.has(entry.fieldMachineName)) errors[key] = 'recordModels.error.required';
      else if (used.has(entry.fieldMachineName)) errors[key] = 'recordModels.error.duplicateRow';
      used.add(entry.fieldMachineName);
    });
  }
  return errors;
}

/** The body of PATCH /objects-definitions/{machineName} (RecordModelPatch): what changes. */
export type ModelPatch = Partial<Pick<RecordModel, 'name' | 'keyField' | 'fields' | 'sort' | 'uniqueBy'>>;

/** The form's draft of an existing model: its definition as read (the machine name never changes). */
export function draftOf(model: RecordModel): ModelDraft {
  return {
    name: model.name,
    machineName: model.machineName,
    keyField: model.keyField,
    // A field's link is kept: a patch sends the fields whole, so one left out would be unlinked.
    fields: model.fields.map(({ identifier, label, format, link }) => ({
      identifier,
      label,
      format,
      ...(link ? { link } : {}),
    })),
    sort: model.sort.map(({ fieldMachineName, direction }) => ({ fieldMachineName, direction })),
    uniqueBy: model.uniqueBy.map(({ fieldMachineName }) => ({ fieldMachineName })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what the draft changed from the model as read (the server keeps the rest as it is): the name
 * and labels without surrounding spaces; fields, sort and unique-by whole when any row changed.
 */
export function modelPatch(model: RecordModel, draft: ModelDraft): ModelPatch {
  const next = draftOf({
    ...model,
    name: draft.name.trim(),
    keyField: draft.keyField,
    fields: draft.fields.map((field) => ({ ...field, label: field.label.trim() })),
    sort: draft.sort ?? model.sort,
    uniqueBy: draft.uniqueBy ?? model.uniqueBy,
  });
  const before = draftOf(model);
  const patch: ModelPatch = {};
  if (next.name !== before.name) patch.name = next.name;
  if (next.keyField !== before.keyField) patch.keyField = next.keyField;
  if (!same(next.fields, before.fields)) patch.fields = next.fields;
  if (!same(next.sort, before.sort)) patch.sort = next.sort;
  if (!same(next.uniqueBy, before.uniqueBy)) patch.uniqueBy = next.uniqueBy;
  return patch;
}

/**
 * A refused save's messages (doc 1 §8: `{ message, errors: [{ field, message }] }`): each field's
 * message by its path when the form shows that path (`isShown`), the rest as one text for an alert.
 */
export function serverErrors(
  body: unknown,
  isShown: (field: string) => boolean,
): { byField: Record<string, string>; message: string | null } {
  const { message, errors } = (body ?? {}) as {
    message?: unknown;
    errors?: { field?: unknown; message?: unknown }[];
  };
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  const list = Array.isArray(errors) ? errors : [];
  for (const error of list) {
    const field = String(error.field ?? '');
    const text = String(error.message ?? '');
    if (isShown(field)) byField[field] ??= text;
    else rest.push(field ? `${field}: ${text}` : text);
  }
  if (!list.length) return { byField, message: typeof message === 'string' ? message : null };
  return { byField, message: rest.length ? rest.join(' ') : null };
}
