import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Figures, JsonValue, ValueFormat } from './api';
import { formatted } from './model';

/** A figure of a statement as its format prints it: exact amounts through the kit's formatting. */
export function StatementValue({
  value,
  format,
  currency,
}: {
  value: JsonValue | undefined;
  format: ValueFormat;
  currency: string;
}) {
  const intl = useIntl();
  if (value === null || value === undefined) return <>{formatted(null, intl.locale)}</>;
  if (typeof value === 'boolean')
    return <>{intl.formatMessage({ id: value ? 'statement.yes' : 'statement.no' })}</>;
  if (typeof value === 'object')
    return <>{intl.formatMessage({ id: 'statement.rows' }, { count: value.rows })}</>;
  if (format === 'currency') return <>{formatted(value, intl.locale, currency)}</>;
  if (format === 'percent') return <>{formatted(value, intl.locale, undefined, true)}</>;
  if (format === 'number') return <>{formatted(value, intl.locale)}</>;
  return <>{value}</>;
}

/** One labelled figure of a summary grid. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt style={{ fontSize: 12, opacity: 0.7 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export const factGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 16,
  margin: 0,
} as const;

/** The mark beside a figure given by hand: what the engine had computed, in a tooltip-free title. */
export function OverwrittenMark({ original }: { original: string }) {
  const intl = useIntl();
  return (
    <span
      data-testid="overwritten"
      title={intl.formatMessage({ id: 'statement.overwrite.original' }, { value: original })}
      style={{ marginLeft: 8, fontSize: 12, fontWeight: 400, fontStyle: 'italic', opacity: 0.8 }}
    >
      {intl.formatMessage({ id: 'statement.overwrite.mark' })}
    </span>
  );
}

const PAYMENT_CATEGORIES = ['achievement', 'hold', 'paid', 'adjustments'] as const;

/**
 * A statement's payments per category (doc 2 §3) and what stays held, as facts: the statement
 * page's payments section and the embedded statement widget show them alike.
 */
export function PaymentTotals({
  payments,
  money,
}: {
  payments: NonNullable<Figures['payments']>;
  money: (value: string | null | undefined) => string;
}) {
  const intl = useIntl();
  return (
    <dl style={factGrid}>
      {PAYMENT_CATEGORIES.map((category) => (
        <Fact
          key={category}
          label={intl.formatMessage({ id: `statement.payment.${category}` })}
          testId={`payment-${category}`}
        >
          {money(payments[category])}
        </Fact>
      ))}
      <Fact label={intl.formatMessage({ id: 'statement.payment.heldBalance' })} testId="payment-heldBalance">
        {money(payments.heldBalance)}
      </Fact>
    </dl>
  );
}
