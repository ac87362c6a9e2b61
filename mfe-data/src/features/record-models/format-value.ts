// How the record browser shows a value, apart from the model: it needs the kit's format entry,
// which the model list (RecordModelsPage, through model.ts) does not paint.
import { formatCurrency, formatNumber, formatPercent, formatShortDate } from '@accrue/ui-kit/format';
import type { FieldFormat, RecordValue } from './model';

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
