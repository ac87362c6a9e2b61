import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { Card } from '@accrue/ui-kit/display';
import { Select } from '@accrue/ui-kit/select';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { ImportsTable } from './ImportsTable';
import { useCrmConnect, type CrmOutcome } from './CrmConnect';
import { CATEGORIES, isCrmConnector, isDatabaseConnector, isSourceConnector } from './model';
import {
  isRunning,
  useConnectors,
  useLastRefreshments,
  useRequestRefresh,
  useStopRefresh,
  useTestConnection,
  useUpdateSchedule,
  type Connection,
  type Connector,
} from './queries';

const FileImport = lazy(async () => ({ default: (await import('./FileImport')).FileImport }));
const DatabaseConnection = lazy(async () => ({
  default: (await import('./DatabaseConnection')).DatabaseConnection,
}));

/**
 * `/data/connectors` (doc 3 §2 data screens): the company's connections with their ACTIVE or ERROR
 * status, its last file imports, and the connector catalogue by category (data, user). The file
 * connector imports a CSV or XLSX into a record model: uploaded, previewed, then applied.
 */
export default function ConnectorsPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const canImport = session.can('MODIFY_DATA_CONNECTORS');
  const connectors = useConnectors();
  const [importing, setImporting] = useState(false);
  const [connecting, setConnecting] = useState<Connector | null>(null);
  const test = useTestConnection();
  const [testProblem, setTestProblem] = useState<string | null>(null);
  const refreshments = useLastRefreshments();
  const refresh = useRequestRefresh();
  const stopRefresh = useStopRefresh();
  const updateSchedule = useUpdateSchedule();
  const lastRefreshOf = (id: number) => refreshments.data?.find((r) => r.connectionId === id) ?? null;
  const byKey = new Map((connectors.data?.connectors ?? []).map((c) => [c.key, c]));
  const nameOf = (key: string) => byKey.get(key)?.name ?? key;
  const [crmOutcome, setCrmOutcome] = useState<CrmOutcome | null>(null);
  const crm = useCrmConnect(setCrmOutcome);
  const connectCrm = (key: string) => {
    setCrmOutcome(null);
    crm.start(key);
  };

  const connectionColumns: LightTableColumn<Connection>[] = [
    { id: 'name', header: intl.formatMessage({ id: 'connectors.connection.name' }), accessor: 'name' },
    {
      id: 'connector',
      header: intl.formatMessage({ id: 'connectors.connection.connector' }),
      accessor: (row) => byKey.get(row.connectorKey)?.name ?? row.connectorKey,
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'connectors.connection.status' }),
      cell: (row) => (
        <span title={row.error ?? undefined}>
          <FormattedMessage id={`connectors.status.${row.status}`} />
          {row.error ? ` (${row.error})` : null}
        </span>
      ),
    },
    {
      id: 'lastImportAt',
      header: intl.formatMessage({ id: 'connectors.connection.lastImport' }),
      accessor: (row) =>
        row.lastImportAt
          ? intl.formatDate(row.lastImportAt, { dateStyle: 'short', timeStyle: 'short' })
          : '—',
    },
    {
      id: 'refresh',
      header: intl.formatMessage({ id: 'connectors.refresh.last' }),
      cell: (row) => {
        if (!isSourceConnector(row.connectorKey)) return '—';
        const last = lastRefreshOf(row.id);
        return (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
            {canImport ? (
              // Daily at midnight or manual (doc 3 §9), saved at once from the version read.
              <Select
                aria-label={intl.formatMessage({ id: 'connectors.schedule.of' }, { name: row.name })}
                options={(['DAILY', 'MANUAL'] as const).map((value) => ({
                  value,
                  label: intl.formatMessage({ id: `connectors.schedule.${value}` }),
                }))}
                value={row.schedule}
                isClearable={false}
                isDisabled={updateSchedule.isPending}
                onChange={(value) => {
                  const schedule = value === 'MANUAL' ? 'MANUAL' : 'DAILY';
                  if (schedule === row.schedule) return;
                  setTestProblem(null);
                  updateSchedule.mutate(
                    { connection: row, schedule },
                    { onError: (error) => setTestProblem(error.message) },
                  );
                }}
              />
            ) : (
              <FormattedMessage id={`connectors.schedule.${row.schedule}`} />
            )}
            {last ? (
              <>
                {' · '}
                <FormattedMessage id={`connectors.refreshStatus.${last.status}`} />
                {isRunning(last) && last.progress.total > 0
                  ? ` (${intl.formatMessage({ id: 'connectors.refresh.progress' }, last.progress)})`
                  : null}
                {last.finishedAt
                  ? ` · ${intl.formatDate(last.finishedAt, { dateStyle: 'short', timeStyle: 'short' })}`
                  : null}
                {last.cause && last.status !== 'STOPPED'
                  ? ` · ${intl.formatMessage({ id: `connectors.refreshCause.${last.cause}` })}`
                  : null}
                {last.error ? ` (${last.error})` : null}
                {isRunning(last) && canImport ? (
                  <>
                    {' '}
                    <Button
                      variant="secondary"
                      isDisabled={stopRefresh.isPending || last.status === 'STOPPING'}
                      onPress={() => stopRefresh.mutate(last.id)}
                    >
                      <FormattedMessage id="connectors.refresh.stop" />
                    </Button>
                  </>
                ) : null}
              </>
            ) : null}
          </span>
        );
      },
    },
    ...(canImport
      ? [
          {
            id: 'actions',
            header: intl.formatMessage({ id: 'connectors.connection.actions' }),
            cell: (row: Connection) =>
              isSourceConnector(row.connectorKey) ? (
                <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
                  {isCrmConnector(row.connectorKey) ? (
                    <Button
                      variant="secondary"
                      isDisabled={crm.busy}
                      aria-label={intl.formatMessage(
                        { id: 'connectors.crm.reconnectOf' },
                        { name: row.name },
                      )}
                      onPress={() => connectCrm(row.connectorKey)}
                    >
                      <FormattedMessage id="connectors.crm.reconnect" />
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    isDisabled={test.isPending}
                    aria-label={intl.formatMessage({ id: 'connectors.database.testOf' }, { name: row.name })}
                    onPress={() => {
                      setTestProblem(null);
                      test.mutate(row.id, { onError: (error) => setTestProblem(error.message) });
                    }}
                  >
                    <FormattedMessage id="connectors.database.test" />
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={refresh.isPending || isRunning(lastRefreshOf(row.id))}
                    aria-label={intl.formatMessage({ id: 'connectors.refresh.nowOf' }, { name: row.name })}
                    onPress={() => {
                      setTestProblem(null);
                      refresh.mutate(row.id, { onError: (error) => setTestProblem(error.message) });
                    }}
                  >
                    <FormattedMessage id="connectors.refresh.now" />
                  </Button>
                  <Link href={`/data/connectors/${row.id}/record-models/create`}>
                    <FormattedMessage id="connectors.database.mapTable" />
                  </Link>
                </span>
              ) : null,
          } satisfies LightTableColumn<Connection>,
        ]
      : []),
  ];

  const filters = (connector: Connector) =>
    connector.maxFilters === null
      ? intl.formatMessage({ id: 'connectors.filters.unlimited' })
      : intl.formatMessage({ id: 'connectors.filters.max' }, { count: connector.maxFilters });

  return (
    <section style={{ display: 'grid', gap: 24 }}>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canImport ? (
            <Button onPress={() => setImporting(true)}>
              <FormattedMessage id="connectors.import" />
            </Button>
          ) : undefined
        }
      />
      <PageBody>
        {importing ? (
          <Suspense fallback={null}>
            <FileImport onClose={() => setImporting(false)} />
          </Suspense>
        ) : null}
        {connecting ? (
          <Suspense fallback={null}>
            <DatabaseConnection connector={connecting} onClose={() => setConnecting(null)} />
          </Suspense>
        ) : null}
        {testProblem ? <Alert tone="error" title={testProblem} /> : null}
        {crm.waiting ? (
          <Alert
            tone="info"
            title={intl.formatMessage({ id: 'connectors.crm.waiting' }, { name: nameOf(crm.waiting) })}
          />
        ) : null}
        {crmOutcome ? (
          'connection' in crmOutcome ? (
            <Alert
              tone="success"
              title={intl.formatMessage(
                { id: 'connectors.crm.connected' },
                { name: nameOf(crmOutcome.integration) },
              )}
            />
          ) : (
            <Alert
              tone="error"
              title={
                'blocked' in crmOutcome
                  ? intl.formatMessage(
                      { id: 'connectors.crm.blocked' },
                      { name: nameOf(crmOutcome.integration) },
                    )
                  : intl.formatMessage(
                      { id: 'connectors.crm.failed' },
                      { name: nameOf(crmOutcome.integration), message: crmOutcome.error },
                    )
              }
            />
          )
        ) : null}
        {connectors.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage(
              { id: 'recordModels.loadError' },
              { message: connectors.error.message },
            )}
          />
        ) : null}
        <div>
          <Heading level={2}>
            <FormattedMessage id="connectors.connections" />
          </Heading>
          <LightTable<Connection>
            aria-label={intl.formatMessage({ id: 'connectors.connections' })}
            columns={connectionColumns}
            rows={connectors.data?.connections ?? []}
            isLoading={connectors.isLoading}
            emptyState={<FormattedMessage id="connectors.connections.empty" />}
          />
        </div>
        <div>
          <Heading level={2}>
            <FormattedMessage id="connectors.imports" />
          </Heading>
          <ImportsTable />
        </div>
        {CATEGORIES.map((category) => (
          <div key={category}>
            <Heading level={2}>
              <FormattedMessage id={`connectors.category.${category}`} />
            </Heading>
            <ul
              aria-label={intl.formatMessage({ id: `connectors.category.${category}` })}
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                display: 'grid',
                gap: 16,
                gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              }}
            >
              {(connectors.data?.connectors ?? [])
                .filter((connector) => connector.category === category)
                .map((connector) => (
                  <li key={connector.key}>
                    <Card
                      title={connector.name}
                      description={[
                        connector.authentication ??
                          intl.formatMessage({ id: 'connectors.authentication.none' }),
                        filters(connector),
                      ].join(' · ')}
                      headerEnd={
                        <small>
                          <FormattedMessage
                            id={
                              connector.available
                                ? 'connectors.available'
                                : connector.configured
                                  ? 'connectors.unavailable'
                                  : 'connectors.notConfigured'
                            }
                          />
                        </small>
                      }
                      actions={
                        !connector.configured ? (
                          <small>
                            <FormattedMessage
                              id="connectors.notConfigured.why"
                              values={{ name: connector.name }}
                            />
                          </small>
                        ) : connector.available && canImport ? (
                          isCrmConnector(connector.key) ? (
                            <Button
                              variant="secondary"
                              isDisabled={crm.busy}
                              aria-label={intl.formatMessage(
                                { id: 'connectors.crm.connectOf' },
                                { name: connector.name },
                              )}
                              onPress={() => connectCrm(connector.key)}
                            >
                              <FormattedMessage id="connectors.database.connect" />
                            </Button>
                          ) : isDatabaseConnector(connector.key) ? (
                            <Button variant="secondary" onPress={() => setConnecting(connector)}>
                              <FormattedMessage id="connectors.database.connect" />
                            </Button>
                          ) : (
                            <Button variant="secondary" onPress={() => setImporting(true)}>
                              <FormattedMessage id="connectors.import" />
                            </Button>
                          )
                        ) : undefined
                      }
                    />
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </PageBody>
    </section>
  );
}
