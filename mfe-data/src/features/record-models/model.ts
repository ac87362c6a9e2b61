import { formatCurrency, formatNumber, formatPercent, formatShortDate } from '@accrue/ui-kit/format';

// The shapes of openapi/data.yaml (RecordModel, RecordModelDetails, RecordItem).
export type FieldFormat = 'number' | 'currency' | 'percent' | 'date' | 'date-time' | 'text' | 'boolean';
export interface RecordField {
  identifier: string;
  label: string;
  format: FieldFormat;
}
export interface RecordModel {
  id: number;
  machineName: string;
  name: string;
  keyField: string;
  fields: RecordField[];
  sort: { fieldMachineName: string; direction: 'ASC' | 'DESC' }[];
  uniqueBy: { fieldMachineName: string }[];
  version: number;
  updatedAt: string;
}
export interface ModelDetails extends RecordModel {
  recordCount: number;
  plans: { id: number; name: string }[];
}
export type RecordValue = string | number | boolean | null;
export interface RecordItem {
  id: number;
  key: string;
  data: Record<string, RecordValue>;
  updatedAt: string;
}
export interface ModelPage {
  items: RecordModel[];
  total: number;
}
export interface RecordPage {
  items: RecordItem[];
  total: number;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A record's value as the browser shows it, in the user's locale: amounts from their exact decimal
 * text (never through a float), in the record's own `currency` when it has one, else the company's;
 * dates as the locale's short date; an empty value as null (the table shows its empty mark).
 */
export function formatValue(
  format: FieldFormat,
  value: RecordValue | undefined,
  context: { locale: string; currency: string; recordCurrency?: RecordValue },
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  switch (format) {
    case 'currency': {
      if (!NUMERIC.test(text)) return text;
      const own = context.recordCurrency;
      const currency = typeof own === 'string' && /^[A-Z]{3}$/.test(own) ? own : context.currency;
      try {
        return formatCurrency(text, currency, context.locale);
      } catch {
        return formatCurrency(text, context.currency, context.locale);
      }
    }
    case 'number':
      return NUMERIC.test(text) ? formatNumber(text, context.locale) : text;
    case 'percent':
      return NUMERIC.test(text) ? formatPercent(text, context.locale) : text;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatShortDate(text, context.locale) : text;
    case 'date-time': {
      const date = new Date(text);
      return Number.isNaN(date.getTime())
        ? text
        : new Intl.DateTimeFormat(context.locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
    }
    case 'boolean':
      return text;
    default:
      return text;
  }
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

export interface ModelDraft {
  name: string;
  machineName: string;
  keyField: string;
  fields: RecordField[];
}

const MACHINE_NAME = /^[A-Za-z0-9]+$/;

/**
 * The form's own checks (doc 3 §5: machine names are letters and digits only; the key is one of the
 * fields), as message ids by field path; the server checks the same and answers with its messages.
 */
export function validateModel(draft: ModelDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'recordModels.error.required';
  if (!draft.machineName) errors.machineName = 'recordModels.error.required';
  else if (!MACHINE_NAME.test(draft.machineName)) errors.machineName = 'recordModels.error.machineName';
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
  return errors;
}
