import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, PageHeader } from '@accrue/ui-kit';
import { Card } from '@accrue/ui-kit/display';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { ImportsTable } from './ImportsTable';
import { CATEGORIES } from './model';
import { useConnectors, type Connection, type Connector } from './queries';

const FileImport = lazy(async () => ({ default: (await import('./FileImport')).FileImport }));

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
  const byKey = new Map((connectors.data?.connectors ?? []).map((c) => [c.key, c]));

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
      {importing ? (
        <Suspense fallback={null}>
          <FileImport onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      {connectors.error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'recordModels.loadError' }, { message: connectors.error.message })}
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
                          id={connector.available ? 'connectors.available' : 'connectors.unavailable'}
                        />
                      </small>
                    }
                    actions={
                      connector.available && canImport ? (
                        <Button variant="secondary" onPress={() => setImporting(true)}>
                          <FormattedMessage id="connectors.import" />
                        </Button>
                      ) : undefined
                    }
                  />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
