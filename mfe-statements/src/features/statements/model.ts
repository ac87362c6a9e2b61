import type { IntlShape } from 'react-intl';
import { formatAmount } from '@accrue/ui-kit/format';
import type { PaymentLine, StatementPeriod } from './api';

/** A period's label (doc 2 §9): "March 2026" for a month, "Q1 2026" for a quarter, "2026" for a year. */
export function periodLabel(intl: IntlShape, period: StatementPeriod): string {
  if (/^\d{4}-\d{2}$/.test(period.id))
    return intl.formatDate(`${period.startDate}T00:00:00Z`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period.id);
  if (quarter)
    return intl.formatMessage({ id: 'statements.quarter' }, { quarter: quarter[2], year: quarter[1] });
  return period.id;
}

/** A period's label from its id alone: "March 2026", "Q1 2026", "2026". */
export function periodIdLabel(intl: IntlShape, id: string): string {
  return /^\d{4}-\d{2}$/.test(id)
    ? periodLabel(intl, { id, startDate: `${id}-01`, endDate: `${id}-01` })
    : periodLabel(intl, { id, startDate: id, endDate: id });
}

/**
 * The period a list opens on: the one starting at `startDate`, else the current one (on `today`;
 * none when it is null), else the latest. Where a monthly and a quarterly plan both have one
 * (October and Q4 start together), the shorter one: a month's statements are the ones people open
 * most.
 */
export function initialPeriod(
  periods: readonly StatementPeriod[],
  startDate: string | undefined,
  today: string | null,
): StatementPeriod | undefined {
  const soonestEnding = (candidates: StatementPeriod[]) =>
    candidates.sort(
      (a, b) => a.endDate.localeCompare(b.endDate) || b.startDate.localeCompare(a.startDate),
    )[0];
  if (startDate) {
    const asked = soonestEnding(periods.filter((period) => period.startDate === startDate));
    if (asked) return asked;
  }
  return (
    (today === null
      ? undefined
      : soonestEnding(periods.filter((period) => period.startDate <= today && today <= period.endDate))) ??
    periods[0]
  );
}

/**
 * An exact decimal as the kit shows it (doc 2 §9: 2 decimals, none for whole amounts, the locale's
 * way), in `currency` when given; an em dash when there is none. Pure, so it can fill table cells
 * without suspending them.
 */
export function formatted(
  value: string | null | undefined,
  locale: string,
  currency?: string,
  percent = false,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (percent) return formatAmount(value, locale, { format: 'percent' });
  return formatAmount(value, locale, currency ? { format: 'currency', currency } : {});
}

/** Where a payment line comes from: an adjustment's label, or its rule and record. */
export function paymentSource(
  intl: IntlShape,
  line: PaymentLine,
  ruleLabel: ReadonlyMap<string, string>,
): string {
  return line.type === 'ADJUSTMENT'
    ? (line.label ?? intl.formatMessage({ id: 'statement.payment.adjustments' }))
    : [ruleLabel.get(line.rule ?? '') ?? line.rule, line.recordKey].filter(Boolean).join(' · ');
}

/**
 * A hold-and-release line's release (doc 2 §3): still held, or released at the end of the
 * statement's period and earned in another; empty for any other line.
 */
export function paymentRelease(intl: IntlShape, line: PaymentLine, periodEndDate: string): string {
  if (line.type !== 'HOLD_AND_RELEASE') return '';
  if (line.category === 'hold') return intl.formatMessage({ id: 'statement.payment.heldUntilRelease' });
  if (!line.earnedPeriodId) return '';
  return intl.formatMessage(
    { id: 'statement.payment.releasedOn' },
    {
      date: intl.formatDate(`${periodEndDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
      period: periodIdLabel(intl, line.earnedPeriodId),
    },
  );
}
