import { useIntl, type IntlShape } from 'react-intl';
import type { components } from '@accrue/sdk';
import type { JsonValue, ValueFormat } from './api';
import { formatted } from './model';
import { StatementValue } from './StatementValue';

export type VersionComparison = components['schemas']['StatementVersionComparison'];
export type VersionCause = components['schemas']['VersionCause'];

/** What changed between two versions: each figure's old and new value and its causes. */
export function ComparisonView({ comparison }: { comparison: VersionComparison }) {
  const intl = useIntl();
  const { currency } = comparison;
  if (!comparison.changes.length)
    return <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'statement.history.noChange' })}</p>;
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'statement.history.changes' })}
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      {comparison.changes.map((change) => (
        <li key={`${change.kind} ${change.name}`} data-testid={`change-${change.kind}-${change.name}`}>
          <strong>
            {change.kind === 'total' ? intl.formatMessage({ id: 'statements.column.total' }) : change.label}
          </strong>
          {': '}
          <StatementValue
            value={change.from as JsonValue}
            format={change.format as ValueFormat}
            currency={currency}
          />
          {' → '}
          <StatementValue
            value={change.to as JsonValue}
            format={change.format as ValueFormat}
            currency={currency}
          />
          {change.kind !== 'total' && change.causes.length ? (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {change.causes.map((cause, index) => (
                <li key={index}>{causeText(intl, cause, currency)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
      {comparison.changes.some((change) => change.kind === 'total') ? (
        <li>
          <strong>{intl.formatMessage({ id: 'statement.history.causes' })}</strong>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }} data-testid="version-causes">
            {comparison.causes.map((cause, index) => (
              <li key={index}>{causeText(intl, cause, currency)}</li>
            ))}
          </ul>
        </li>
      ) : null}
    </ul>
  );
}

/** A cause in words: "Deal D-1 (Won deals): Amount 19,650 → 20,650, by data import #2". */
export function causeText(intl: IntlShape, cause: VersionCause, currency: string): string {
  const value = (value: unknown, format: string) => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean')
      return intl.formatMessage({ id: value ? 'statement.yes' : 'statement.no' });
    if (typeof value === 'object')
      return intl.formatMessage({ id: 'statement.rows' }, { count: (value as { rows: number }).rows });
    if (format === 'currency') return formatted(String(value), intl.locale, currency);
    if (format === 'percent') return formatted(String(value), intl.locale, undefined, true);
    if (format === 'number') return formatted(String(value), intl.locale);
    return String(value);
  };
  switch (cause.kind) {
    case 'planVersion':
      return intl.formatMessage(
        { id: 'statement.history.cause.planVersion' },
        { from: cause.from ?? '—', to: cause.to ?? '—' },
      );
    case 'record': {
      const fields = cause.fields
        .map(
          (field) => `${field.label} ${value(field.from, field.format)} → ${value(field.to, field.format)}`,
        )
        .join(', ');
      return intl.formatMessage(
        { id: `statement.history.cause.record.${cause.change}` },
        {
          key: cause.key,
          table: cause.tableLabel,
          fields,
          changeSet: cause.changeSetId ?? 0,
          known: cause.changeSetId === null ? 'no' : 'yes',
        },
      );
    }
    case 'changeSet':
      return intl.formatMessage(
        { id: 'statement.history.cause.changeSet' },
        {
          id: cause.changeSetId,
          added: cause.added,
          changed: cause.changed,
          removed: cause.removed,
          keys: cause.keys.join(', '),
          more: cause.added + cause.changed + cause.removed - cause.keys.length,
        },
      );
    case 'adjustment':
      return intl.formatMessage(
        { id: 'statement.history.cause.adjustment' },
        {
          amount: formatted(cause.amount, intl.locale, currency),
          reason: cause.reason ?? '',
          author: cause.author ?? '',
          known: cause.adjustmentId === null ? 'no' : 'yes',
        },
      );
    case 'overwrite':
      return intl.formatMessage(
        { id: 'statement.history.cause.overwrite' },
        {
          name: cause.name,
          from: value(cause.from, 'text'),
          to: value(cause.to, 'text'),
          author: cause.author ?? '',
          known: cause.overwriteId === null ? 'no' : 'yes',
        },
      );
    case 'rowEdit':
      return intl.formatMessage(
        { id: `statement.history.cause.rowEdit.${cause.edit}` },
        {
          record: cause.recordKey,
          dataset: cause.datasetId,
          reason: cause.reason ?? '',
          author: cause.author ?? '',
          known: cause.rowEditId === null ? 'no' : 'yes',
        },
      );
  }
}
