import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Heading } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { LightTable } from '@accrue/ui-kit/table';
import type { Adjustment, Figures } from './api';
import { formatted } from './model';
import { PaymentsFrame, paymentLineColumns, type PaymentLineRow } from './PaymentsFrame';

const AMOUNT = /^-?\d{1,15}(\.\d{1,6})?$/;

/** What the statement's adjustments offer: adding one (if allowed) and removing one. */
export interface Adjusting {
  canAdjust: boolean;
  onAdd: (input: { amount: string; reason: string }) => Promise<boolean>;
  onDelete: (adjustment: Adjustment) => void;
  isAdding: boolean;
}

/**
 * Payments per category (doc 2 §3: achievement, hold, paid, adjustments), the lines behind them
 * (hold-and-release lines say the period each release was earned in, and what stays held), and,
 * with `adjusting`, the statement's adjustments with their author, date and reason (a forecast has
 * none). `releaseLabel` names the release column where the company renamed it.
 */
export function PaymentsSection({
  statement,
  adjusting,
  releaseLabel,
}: {
  statement: Figures & { adjustments?: Adjustment[] };
  adjusting?: Adjusting;
  releaseLabel?: string | null;
}) {
  const intl = useIntl();
  const money = (value: string | null | undefined) => formatted(value, intl.locale, statement.currency);
  const ruleLabel = useMemo(
    () => new Map(statement.rules.map((rule) => [rule.name, rule.label])),
    [statement.rules],
  );

  const lineColumns = useMemo(
    () =>
      paymentLineColumns({
        intl,
        money,
        ruleLabel,
        periodEndDate: statement.period.endDate,
        releaseLabel,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, ruleLabel, releaseLabel, statement.currency, statement.period.endDate],
  );

  return (
    <PaymentsFrame
      payments={statement.payments}
      money={money}
      lines={(rows) => (
        <LightTable<PaymentLineRow>
          aria-label={intl.formatMessage({ id: 'statement.payment.lines' })}
          columns={lineColumns}
          rows={rows}
        />
      )}
    >
      {adjusting && statement.adjustments ? (
        <Adjustments adjustments={statement.adjustments} currency={statement.currency} {...adjusting} />
      ) : null}
    </PaymentsFrame>
  );
}

function Adjustments({
  adjustments,
  currency,
  canAdjust,
  onAdd,
  onDelete,
  isAdding,
}: Adjusting & { adjustments: Adjustment[]; currency: string }) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const amountError = !AMOUNT.test(amount.trim())
    ? 'statement.adjustment.invalidAmount'
    : /^-?0*(\.0*)?$/.test(amount.trim())
      ? 'statement.adjustment.zero'
      : null;
  const reasonError = reason.trim() ? null : 'statement.adjustment.reasonRequired';
  const submit = async () => {
    setTried(true);
    if (amountError || reasonError) return;
    if (await onAdd({ amount: amount.trim(), reason: reason.trim() })) {
      setAmount('');
      setReason('');
      setTried(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Heading level={3}>{intl.formatMessage({ id: 'statement.adjustments' })}</Heading>
      {adjustments.length ? (
        <ul
          aria-label={intl.formatMessage({ id: 'statement.adjustments' })}
          style={{ margin: 0, paddingLeft: 16 }}
        >
          {adjustments.map((adjustment) => (
            <li key={adjustment.id} data-testid="adjustment" data-pending={adjustment.id < 0 || undefined}>
              <strong>{formatted(adjustment.amount, intl.locale, currency)}</strong>
              {' · '}
              {adjustment.reason}
              {' · '}
              <span style={{ opacity: 0.75 }}>
                {intl.formatMessage(
                  { id: adjustment.id < 0 ? 'statement.adjustment.saving' : 'statement.adjustment.by' },
                  {
                    name: adjustment.createdBy?.fullName ?? '—',
                    date: intl.formatDate(adjustment.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  },
                )}
              </span>
              {canAdjust && adjustment.id > 0 ? (
                <>
                  {' '}
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={intl.formatMessage(
                      { id: 'statement.adjustment.removeOne' },
                      { reason: adjustment.reason },
                    )}
                    onPress={() => onDelete(adjustment)}
                  >
                    <FormattedMessage id="statement.adjustment.remove" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'statement.adjustment.none' })}</p>
      )}
      {canAdjust ? (
        <form
          aria-label={intl.formatMessage({ id: 'statement.adjustment.add' })}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label={intl.formatMessage({ id: 'statement.adjustment.amount' }, { currency })}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            errorMessage={tried && amountError ? intl.formatMessage({ id: amountError }) : undefined}
          />
          <TextField
            label={intl.formatMessage({ id: 'statement.adjustment.reason' })}
            value={reason}
            onChange={setReason}
            maxLength={500}
            errorMessage={tried && reasonError ? intl.formatMessage({ id: reasonError }) : undefined}
          />
          <Button type="submit" variant="primary" isDisabled={isAdding}>
            <FormattedMessage id="statement.adjustment.add" />
          </Button>
        </form>
      ) : null}
    </div>
  );
}
