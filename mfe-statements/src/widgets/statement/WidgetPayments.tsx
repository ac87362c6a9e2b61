import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from '@accrue/ui-kit';
import type { StatementDetail } from '../../features/statements/api';
import { formatted } from '../../features/statements/model';
import { PaymentsFrame, paymentLineColumns } from '../../features/statements/PaymentsFrame';
import { LightMarkupTable } from './LightMarkupTable';

/**
 * The statement's payments by category, their lines and its adjustments, read-only, as the
 * statement page's PaymentsSection shows them, in plain markup: that section's table and its
 * adjustment form would bring the kit's table and forms entries (react-aria's grid, yup) into the
 * frame's first download, for a widget that edits nothing.
 */
export function WidgetPayments({ statement }: { statement: StatementDetail }) {
  const intl = useIntl();
  const money = (value: string | null | undefined) => formatted(value, intl.locale, statement.currency);
  const ruleLabel = useMemo(
    () => new Map(statement.rules.map((rule) => [rule.name, rule.label])),
    [statement.rules],
  );
  const lineColumns = paymentLineColumns({
    intl,
    money,
    ruleLabel,
    periodEndDate: statement.period.endDate,
    amountAlign: 'end',
  });

  return (
    <PaymentsFrame
      payments={statement.payments}
      money={money}
      lines={(rows) => (
        <LightMarkupTable
          label={intl.formatMessage({ id: 'statement.payment.lines' })}
          columns={lineColumns}
          rows={rows}
        />
      )}
    >
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
    </PaymentsFrame>
  );
}
