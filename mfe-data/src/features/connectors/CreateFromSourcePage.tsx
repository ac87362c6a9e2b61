import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { Counts } from './FileImport';
import { choicesOf, FIELD_FORMATS, identifierOf, machineNameOf, type ColumnChoice } from './model';
import {
  useApplyImport,
  useConnection,
  useConnectionTables,
  useCreateModel,
  useImportTable,
  useTablePreview,
  type DataImport,
  type SourceTable,
  type SourceTablePreview,
} from './queries';

const SKIP = '';
const tableKey = (table: SourceTable) => `${table.schema}.${table.name}`;

/**
 * `/data/connectors/{connectorId}/record-models/create` (doc 3 §2): a record model from a table of
 * a database connection. Pick a table; its columns come with the format a sample of its rows
 * suggests; choose each column's field format (or leave it out) and the key column; then the model
 * is created and the table read into it as a preview (how many records would be added, changed,
 * removed), which is applied in one transaction and leaves a change set.
 */
export default function CreateFromSourcePage({ title, params }: PageProps) {
  const intl = useIntl();
  const connectionId = Number(params.connectorId);
  const connection = useConnection(connectionId);
  const tables = useConnectionTables(connectionId);
  const [table, setTable] = useState<SourceTable | null>(null);
  const preview = useTablePreview(connectionId, table);
  const problem = connection.error ?? tables.error ?? preview.error;

  return (
    <section style={{ display: 'grid', gap: 24 }}>
      <PageHeader
        title={<FormattedMessage id={title} />}
        breadcrumbs={[{ label: intl.formatMessage({ id: 'page.connectors' }), href: '/data/connectors' }]}
      />
      <PageBody>
        {connection.data ? (
          <p style={{ margin: 0 }}>
            <FormattedMessage id="connectors.source.from" values={{ connection: connection.data.name }} />
          </p>
        ) : null}
        {problem ? <Alert tone="error" title={problem.message} /> : null}
        <div style={{ maxWidth: 420 }}>
          <Select
            // Disabled until the tables arrive (reading them asks the source database).
            isDisabled={tables.isPending}
            label={intl.formatMessage({ id: 'connectors.source.table' })}
            options={(tables.data ?? []).map((t) => ({
              value: tableKey(t),
              // A CRM object named by an id (a HubSpot custom object) shows its label first.
              label: t.label ? `${t.label} (${tableKey(t)})` : tableKey(t),
            }))}
            value={table ? tableKey(table) : null}
            onChange={(value) => setTable((tables.data ?? []).find((t) => tableKey(t) === value) ?? null)}
            isRequired
          />
        </div>
        {preview.data && table ? (
          <Mapping key={tableKey(table)} connectionId={connectionId} preview={preview.data} />
        ) : null}
      </PageBody>
    </section>
  );
}

function Mapping({ connectionId, preview }: { connectionId: number; preview: SourceTablePreview }) {
  const intl = useIntl();
  const createModel = useCreateModel();
  const importTable = useImportTable();
  const apply = useApplyImport();
  const [choices, setChoices] = useState<ColumnChoice[]>(() => choicesOf(preview.columns));
  const [key, setKey] = useState<string | null>(preview.columns[0]?.name ?? null);
  const [name, setName] = useState(preview.table);
  const [machineName, setMachineName] = useState(machineNameOf(preview.table));
  const [current, setCurrent] = useState<DataImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = createModel.isPending || importTable.isPending || apply.isPending;
  const keyChoice = choices.find((c) => c.column === key);
  const ready = Boolean(name.trim() && /^[A-Za-z0-9]+$/.test(machineName) && keyChoice?.include);

  const update = (column: string, change: Partial<ColumnChoice>) =>
    setChoices((all) => all.map((c) => (c.column === column ? { ...c, ...change } : c)));

  const run = async (work: () => Promise<DataImport>) => {
    setProblem(null);
    try {
      setCurrent(await work());
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const createAndPreview = () =>
    run(async () => {
      const included = choices.filter((c) => c.include);
      await createModel.mutateAsync({
        machineName,
        name: name.trim(),
        keyField: keyChoice!.identifier,
        // The label is the column's name: the import maps each column to its field by it.
        fields: included.map((c) => ({ identifier: c.identifier, label: c.column, format: c.format })),
      });
      return importTable.mutateAsync({
        id: connectionId,
        schema: preview.schema,
        table: preview.table,
        objectName: machineName,
      });
    });

  const columns: LightTableColumn<SourceTablePreview['columns'][number]>[] = [
    { id: 'name', header: intl.formatMessage({ id: 'connectors.flow.column' }), accessor: 'name' },
    {
      id: 'detected',
      header: intl.formatMessage({ id: 'connectors.flow.detected' }),
      accessor: (column) => intl.formatMessage({ id: `recordModels.format.${column.detectedFormat}` }),
    },
    {
      id: 'format',
      header: intl.formatMessage({ id: 'connectors.source.format' }),
      width: 240,
      cell: (column) => {
        const choice = choices.find((c) => c.column === column.name)!;
        return (
          <Select
            aria-label={intl.formatMessage({ id: 'connectors.source.formatOf' }, { column: column.name })}
            options={[
              { value: SKIP, label: intl.formatMessage({ id: 'connectors.flow.skip' }) },
              ...FIELD_FORMATS.map((format) => ({
                value: format,
                label: intl.formatMessage({ id: `recordModels.format.${format}` }),
              })),
            ]}
            value={choice.include ? choice.format : SKIP}
            isClearable={false}
            isDisabled={current !== null}
            onChange={(value) =>
              update(
                column.name,
                value === SKIP || value === null
                  ? { include: false }
                  : { include: true, format: value as ColumnChoice['format'] },
              )
            }
          />
        );
      },
    },
    {
      id: 'samples',
      header: intl.formatMessage({ id: 'connectors.flow.samples' }),
      accessor: (column) => column.samples.join(', '),
    },
  ];

  const pending = current?.status === 'PENDING' ? current : null;
  const applied = current?.status === 'SUCCESS' ? current : null;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {problem ? <Alert tone="error" title={problem} /> : null}
      <Heading level={2}>
        <FormattedMessage id="connectors.flow.mapping" />
      </Heading>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        <TextField
          label={intl.formatMessage({ id: 'connectors.source.modelName' })}
          value={name}
          onChange={setName}
          isDisabled={current !== null}
          isRequired
        />
        <TextField
          label={intl.formatMessage({ id: 'connectors.source.machineName' })}
          description={intl.formatMessage({ id: 'connectors.source.machineNameHelp' })}
          value={machineName}
          onChange={(value) => setMachineName(identifierOf(value))}
          isDisabled={current !== null}
          isRequired
        />
        <Select
          label={intl.formatMessage({ id: 'connectors.source.key' })}
          options={choices.filter((c) => c.include).map((c) => ({ value: c.column, label: c.column }))}
          value={key}
          isClearable={false}
          isDisabled={current !== null}
          onChange={(value) => setKey(value === null ? null : String(value))}
          isRequired
        />
      </div>
      <LightTable
        aria-label={intl.formatMessage({ id: 'connectors.flow.mapping' })}
        columns={columns}
        rows={preview.columns}
        getRowId={(column) => column.name}
      />
      {current === null ? (
        <div>
          <Button variant="primary" isDisabled={!ready || busy} onPress={() => void createAndPreview()}>
            <FormattedMessage id="connectors.source.create" />
          </Button>
        </div>
      ) : null}
      {pending ? (
        <>
          <Counts counts={pending.counts} />
          <div>
            <Button
              variant="primary"
              isDisabled={busy}
              onPress={() => void run(() => apply.mutateAsync(pending.id))}
            >
              <FormattedMessage id="connectors.flow.apply" values={{ count: pending.rowCount }} />
            </Button>
          </div>
        </>
      ) : null}
      {applied ? (
        <>
          <Alert
            tone="success"
            title={intl.formatMessage(
              { id: 'connectors.flow.applied' },
              {
                added: applied.changeSet?.added ?? 0,
                changed: applied.changeSet?.changed ?? 0,
                removed: applied.changeSet?.removed ?? 0,
              },
            )}
          />
          <Link href={`/data/record-models/${applied.objectName}`}>
            <FormattedMessage id="connectors.flow.seeRecords" values={{ model: applied.modelName }} />
          </Link>
        </>
      ) : null}
    </div>
  );
}
