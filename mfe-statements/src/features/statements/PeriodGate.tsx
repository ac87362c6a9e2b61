import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, PageBody, PageHeader, Spinner } from '@accrue/ui-kit';
import type { Read, StatementPeriod } from './api';

/**
 * A page over one of the periods that have statements (the statements and forecasts lists, the
 * payments): its title, then why the periods could not be read, a spinner while they load, a
 * notice when no statement was ever calculated, else the page for `period`.
 */
export function PeriodGate({
  title,
  periods,
  period,
  loadErrorId,
  noPeriodsId,
  children,
}: {
  /** The message id of the page title. */
  title: string;
  periods: Read<StatementPeriod[]>;
  period: StatementPeriod | undefined;
  /** The message saying the periods could not be read (`{message}` is the reason). */
  loadErrorId: string;
  noPeriodsId: string;
  children: (period: StatementPeriod) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        {periods.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: loadErrorId }, { message: periods.error.message })}
          />
        ) : periods.isLoading && !periods.data ? (
          <Spinner />
        ) : !period ? (
          <Alert tone="info" title={intl.formatMessage({ id: noPeriodsId })} />
        ) : (
          children(period)
        )}
      </PageBody>
    </section>
  );
}
