import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Spinner } from '@accrue/ui-kit';
import type { Read, StatementPeriod } from './api';

/**
 * The body of a page over one of the periods that have statements (the statements list, the
 * payments): why the periods could not be read, a spinner while they load, a notice when no
 * statement was ever calculated, else the page for `period`.
 */
export function PeriodGate({
  periods,
  period,
  loadErrorId,
  noPeriodsId,
  children,
}: {
  periods: Read<StatementPeriod[]>;
  period: StatementPeriod | undefined;
  /** The message saying the periods could not be read (`{message}` is the reason). */
  loadErrorId: string;
  noPeriodsId: string;
  children: (period: StatementPeriod) => ReactNode;
}) {
  const intl = useIntl();
  if (periods.error)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: loadErrorId }, { message: periods.error.message })}
      />
    );
  if (periods.isLoading && !periods.data) return <Spinner />;
  if (!period) return <Alert tone="info" title={intl.formatMessage({ id: noPeriodsId })} />;
  return <>{children(period)}</>;
}
