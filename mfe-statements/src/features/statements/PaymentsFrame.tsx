// What the statement page's payments section and the embedded statement widget's show alike: the
// totals per category, the lines behind them and their columns. Each shows the lines in its own
// table (the page the kit's, the widget plain markup) and adds its own adjustments below.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Heading } from '@accrue/ui-kit';
import type { Figures, PaymentLine } from './api';
import { paymentRelease, paymentSource } from './model';
import { PaymentTotals } from './StatementValue';

/** A payment line as a table row (the lines have no id of their own: their index is). */
export type PaymentLineRow = PaymentLine & { id: string };

type Money = (value: string | null | undefined) => string;

export interface PaymentLineColumn {
  id: string;
  header: string;
  cell: (line: PaymentLineRow) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * The lines' columns: category, source (a rule by its label), release (named `releaseLabel`
 * where the company renamed it) and amount (aligned as `amountAlign` says).
 */
export function paymentLineColumns({
  intl,
  money,
  ruleLabel,
  periodEndDate,
  releaseLabel,
  amountAlign,
}: {
  intl: IntlShape;
  money: Money;
  ruleLabel: ReadonlyMap<string, string>;
  periodEndDate: string;
  releaseLabel?: string | null;
  amountAlign?: 'end';
}): PaymentLineColumn[] {
  return [
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
      header: releaseLabel || intl.formatMessage({ id: 'statement.payment.release' }),
      cell: (line) => paymentRelease(intl, line, periodEndDate),
    },
    {
      id: 'amount',
      header: intl.formatMessage({ id: 'statement.payment.amount' }),
      ...(amountAlign ? { align: amountAlign } : {}),
      cell: (line) => money(line.amount),
    },
  ];
}

/**
 * The payments section: its heading, the totals per category and the lines (shown by `lines`,
 * only when there are some), or that there are no payments; `children` follow (the adjustments).
 */
export function PaymentsFrame({
  payments,
  money,
  lines,
  children,
}: {
  payments: Figures['payments'];
  money: Money;
  lines: (rows: PaymentLineRow[]) => ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
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
          {payments.lines.length
            ? lines(payments.lines.map((line, index) => ({ ...line, id: String(index) })))
            : null}
        </>
      ) : (
        <p>{intl.formatMessage({ id: 'statement.payment.none' })}</p>
      )}
      {children}
    </section>
  );
}
