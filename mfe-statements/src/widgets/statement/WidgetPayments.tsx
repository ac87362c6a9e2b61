import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from '@accrue/ui-kit';
import type { PaymentLine, StatementDetail } from '../../features/statements/api';
import { formatted, paymentRelease, paymentSource } from '../../features/statements/model';
import { PaymentTotals } from '../../features/statements/StatementValue';
import { LightMarkupTable, type PlainColumn } from './LightMarkupTable';

/**
 * The statement's payments by category, their lines and its adjustments, read-only, as the
 * statement page's PaymentsSection shows them, in plain markup: that section's table and its
 * adjustment form would bring the kit's table and forms entries (react-aria's grid, yup) into the
 * frame's first download, for a widget that edits nothing.
 */
export function WidgetPayments({ statement }: { statement: StatementDetail }) {
  const intl = useIntl();
  const money = (value: string | null | undefined) => formatted(value, intl.locale, statement.currency);
  const payments = statement.payments;
  const ruleLabel = useMemo(
    () => new Map(statement.rules.map((rule) => [rule.name, rule.label])),
    [statement.rules],
  );
  const lineColumns: PlainColumn<PaymentLine & { id: string }>[] = [
    {
      id: 'category',
      header: intl.formatMessage({ id: 'statement.payment.category' }),
      cell: (line) => intl.formatMessage({ id: `statement.payment.${line.category}` }),
    },
    {
      id: 'source',
      header: intl.formatMessage({ id: 'statement.payment.source' }),
      cell: (line) => paymentSource(intl, line, ruleLabel),
    },
    {
      id: 'release',
      header: intl.formatMessage({ id: 'statement.payment.release' }),
      cell: (line) => paymentRelease(intl, line, statement.period.endDate),
    },
    {
      id: 'amount',
      header: intl.formatMessage({ id: 'statement.payment.amount' }),
      align: 'end',
      cell: (line) => money(line.amount),
    },
  ];

  return (
    <section
      aria-labelledby="statement-payments"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <Heading level={2} id="statement-payments">
        {intl.formatMessage({ id: 'statement.payments' })}
      </Heading>
      {payments ? (
        <>
          <PaymentTotals payments={payments} money={money} />
          {payments.lines.length ? (
            <LightMarkupTable
              label={intl.formatMessage({ id: 'statement.payment.lines' })}
              columns={lineColumns}
              rows={payments.lines.map((line, index) => ({ ...line, id: String(index) }))}
            />
          ) : null}
        </>
      ) : (
        <p>{intl.formatMessage({ id: 'statement.payment.none' })}</p>
      )}
      {!statement.adjustments ? null : (
        <Heading level={3}>{intl.formatMessage({ id: 'statement.adjustments' })}</Heading>
      )}
      {!statement.adjustments ? null : statement.adjustments.length ? (
        <ul
          aria-label={intl.formatMessage({ id: 'statement.adjustments' })}
          style={{ margin: 0, paddingLeft: 16 }}
        >
          {statement.adjustments.map((adjustment) => (
            <li key={adjustment.id} data-testid="adjustment">
              <strong>{money(adjustment.amount)}</strong>
              {' · '}
              {adjustment.reason}
              {' · '}
              <span style={{ opacity: 0.75 }}>
                {intl.formatMessage(
                  { id: 'statement.adjustment.by' },
                  {
                    name: adjustment.createdBy?.fullName ?? '—',
                    date: intl.formatDate(adjustment.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  },
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'statement.adjustment.none' })}</p>
      )}
    </section>
  );
}
