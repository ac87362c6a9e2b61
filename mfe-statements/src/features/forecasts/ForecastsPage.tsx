import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { withPageMessages, type PageProps } from '@accrue/remote-runtime';
import type { DataTableColumn } from '@accrue/ui-kit/table';
import { forecastMessages } from '../../i18n/forecasts';
import type { StatementPeriod, UserStatement } from '../statements/api';
import { formatted, periodLabel } from '../statements/model';
import { ownerColumns, PeriodListPage, StatementList, usePagedStatements } from '../statements/PeriodList';
import { Difference } from './ForecastComparison';
import { difference } from './model';
import { useForecastSettings } from './queries';

/**
 * /forecasts and /forecasts/by-date/{startDate} (doc 2 §Forecasts): the period picker over the
 * periods that hold forecasts (the latest first, or the one the address names) and the period's
 * forecasts the caller may see, paged and searched on the server like the statements: who, which
 * plan, the actual total, the forecast total and their difference (forecast − actual, exact, in
 * the company's colours; hidden when the company does not show the comparison). Each row opens
 * the forecast.
 */
/** The page with the forecast labels, which download with it (i18n/forecasts.ts). */
export default withPageMessages(forecastMessages, ForecastsPage);

function ForecastsPage({ title, params }: PageProps) {
  return (
    <PeriodListPage title={title} startDate={params.startDate} list="forecasts">
      {(period) => <ForecastTable key={period.id} period={period} />}
    </PeriodListPage>
  );
}

/** The forecasts of the period's statements (each statement's `forecast`). */
const FORECASTS = { isForecast: true };

function ForecastTable({ period }: { period: StatementPeriod }) {
  const intl = useIntl();
  const settings = useForecastSettings();
  const list = usePagedStatements(period, FORECASTS);

  const columns = useMemo((): DataTableColumn<UserStatement>[] => {
    const money = (value: string | null | undefined, row: UserStatement) =>
      formatted(value, intl.locale, row.currency);
    const gap = (row: UserStatement) => difference(row.forecast?.total, row.total);
    return [
      ...ownerColumns(intl, (row) => `/forecasts/${row.id}`, 'forecasts.column.person'),
      // No period column: the picker above chose it (and the difference needs the width).
      {
        id: 'total',
        header: intl.formatMessage({ id: 'forecasts.column.actual' }),
        accessor: (row) => row.total,
        isNumeric: true,
        cell: ({ row }) => money(row.total, row),
      },
      {
        id: 'forecast',
        header: intl.formatMessage({ id: 'forecasts.column.forecast' }),
        isSortable: false,
        accessor: (row) => row.forecast?.total ?? null,
        isNumeric: true,
        cell: ({ row }) => money(row.forecast?.total, row),
      },
      ...(settings.forecastShowComparison
        ? [
            {
              id: 'difference',
              header: intl.formatMessage({ id: 'forecasts.column.difference' }),
              isSortable: false,
              accessor: gap,
              isNumeric: true,
              cell: ({ row }) => <Difference value={gap(row)} currency={row.currency} tones={settings} />,
            } satisfies DataTableColumn<UserStatement>,
          ]
        : []),
    ];
  }, [intl, settings]);

  return (
    <StatementList
      list={list}
      columns={columns}
      label={intl.formatMessage({ id: 'forecasts.tableLabel' }, { period: periodLabel(intl, period) })}
      loadErrorId="forecasts.loadError"
      emptyState={intl.formatMessage({ id: 'forecasts.empty' })}
    />
  );
}
