import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '@accrue/sdk';
import { useApi } from '@accrue/remote-runtime';
import { Alert, Heading, Spinner } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { check, useRead } from './api';
import { formatted } from './model';
import { ComparisonView } from './VersionChanges';

export type StatementVersion = components['schemas']['StatementVersion'];

/** Versions listed per page ("Load more" for the rest). */
export const VERSIONS_PAGE = 18;

/** GET /statements/{id}/versions, page after page; read again when the statement was recalculated. */
function useVersions(statementId: number, calculatedAt: string, pages: number) {
  const api = useApi();
  return useRead(`${statementId} ${calculatedAt} ${pages}`, async () =>
    check(
      await api.GET('/statements/{statementId}/versions', {
        params: { path: { statementId }, query: { page: 0, limit: Math.min(100, VERSIONS_PAGE * pages) } },
      }),
    ),
  );
}

function useComparison(statementId: number, from: number | null, to: number | null) {
  const api = useApi();
  return useRead(
    from !== null && to !== null && from !== to ? `${statementId} ${from} ${to}` : null,
    async () =>
      check(
        await api.GET('/statements/{statementId}/versions/{fromVersion}/compare/{toVersion}', {
          params: { path: { statementId, fromVersion: from!, toVersion: to! } },
        }),
      ),
  );
}

/**
 * The statement's history (issue #13 points 5 and 6): every version its calculations kept, and
 * between any two of them (the latest and the one before by default) what changed and why, per
 * rule and KPI: the plan version, the records a data import changed (old and new values), the
 * adjustments and overwrites.
 */
export function HistoryTab({
  statementId,
  currency,
  calculatedAt,
}: {
  statementId: number;
  currency: string;
  calculatedAt: string;
}) {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  const versions = useVersions(statementId, calculatedAt, pages);
  const items = useMemo(() => versions.data?.items ?? [], [versions.data]);
  const [chosen, setChosen] = useState<{ from: number; to: number } | null>(null);
  // The latest against the one before, until the reader picks two.
  useEffect(() => setChosen(null), [calculatedAt]);
  const latest = items[0]?.version ?? null;
  const pair =
    chosen ?? (latest !== null && latest > 1 ? { from: items[1]?.version ?? latest - 1, to: latest } : null);
  const comparison = useComparison(statementId, pair?.from ?? null, pair?.to ?? null);
  const money = (value: string | null) => formatted(value, intl.locale, currency);

  const columns: LightTableColumn<StatementVersion>[] = [
    {
      id: 'version',
      header: intl.formatMessage({ id: 'statement.history.version' }),
      accessor: (row) =>
        intl.formatMessage({ id: 'statement.history.versionNumber' }, { version: row.version }),
    },
    {
      id: 'createdAt',
      header: intl.formatMessage({ id: 'statement.history.date' }),
      accessor: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'total',
      header: intl.formatMessage({ id: 'statements.column.total' }),
      align: 'end',
      accessor: (row) => money(row.total),
    },
    {
      id: 'planVersion',
      header: intl.formatMessage({ id: 'statement.history.planVersion' }),
      accessor: (row) => (row.planVersion === null ? '—' : String(row.planVersion)),
    },
    {
      id: 'source',
      header: intl.formatMessage({ id: 'statement.history.source' }),
      accessor: (row) =>
        row.jobId !== null
          ? intl.formatMessage({ id: 'statement.history.calculation' }, { id: row.jobId })
          : intl.formatMessage({
              id:
                row.version === 1 ? 'statement.history.firstCalculation' : 'statement.history.recalculation',
            }),
    },
  ];
  const options = items.map((item) => ({
    value: item.version,
    label: intl.formatMessage({ id: 'statement.history.versionNumber' }, { version: item.version }),
  }));

  return (
    <section
      aria-labelledby="statement-history"
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Heading level={2} id="statement-history">
        {intl.formatMessage({ id: 'statement.history' })}
      </Heading>
      {versions.error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'statements.loadError' }, { message: versions.error.message })}
        />
      ) : (
        <LightTable<StatementVersion>
          aria-labelledby="statement-history"
          columns={columns}
          rows={items}
          getRowId={(row) => String(row.version)}
          isLoading={versions.isLoading}
          totalItems={versions.data?.totalItems}
          onLoadMore={() => setPages((count) => count + 1)}
          emptyState={intl.formatMessage({ id: 'statement.history.none' })}
        />
      )}
      {items.length > 1 && pair ? (
        <section
          aria-labelledby="statement-history-compare"
          style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          <Heading level={3} id="statement-history-compare">
            {intl.formatMessage({ id: 'statement.history.whyChanged' })}
          </Heading>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', maxWidth: 520 }}>
            <div style={{ flex: 1, minWidth: 160 }}>
              <Select
                label={intl.formatMessage({ id: 'statement.history.from' })}
                options={options}
                value={pair.from}
                isClearable={false}
                onChange={(value) => value !== null && setChosen({ from: Number(value), to: pair.to })}
              />
            </div>
            <div style={{ flex: 1, minWidth: 160 }}>
              <Select
                label={intl.formatMessage({ id: 'statement.history.to' })}
                options={options}
                value={pair.to}
                isClearable={false}
                onChange={(value) => value !== null && setChosen({ from: pair.from, to: Number(value) })}
              />
            </div>
          </div>
          {pair.from === pair.to ? (
            <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'statement.history.same' })}</p>
          ) : comparison.error ? (
            <Alert
              tone="error"
              title={intl.formatMessage(
                { id: 'statements.loadError' },
                { message: comparison.error.message },
              )}
            />
          ) : !comparison.data || comparison.isLoading ? (
            <Spinner />
          ) : (
            <ComparisonView comparison={comparison.data} />
          )}
        </section>
      ) : null}
    </section>
  );
}
