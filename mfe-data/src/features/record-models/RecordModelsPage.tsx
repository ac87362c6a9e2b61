import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { ImportsTable } from '../connectors/ImportsTable';
import { directionLabel, type RecordField, type RecordModel } from './model';
import { ApiError, useModel, useModels } from './queries';

const MODELS_PER_PAGE = 100;

const FileImport = lazy(async () => ({ default: (await import('../connectors/FileImport')).FileImport }));

const CreateModelModal = lazy(async () => ({
  default: (await import('./CreateModelModal')).CreateModelModal,
}));

// The record browser (filter bar, fields, table) downloads with a model's page, not with the list.
const RecordBrowser = lazy(async () => ({ default: (await import('./RecordBrowser')).RecordBrowser }));
const EditModelModal = lazy(async () => ({
  default: (await import('./EditModelModal')).EditModelModal,
}));

/**
 * `/data/record-models/{modelMachineName?}` (doc 3 §2): without a machine name, the company's record
 * models; with one, the model's definition (fields, key, sort, unique-by), the plans using it and a
 * browser of its records, paged, sorted and searched on the server.
 */
export default withSnackbar(RecordModelsPage);

function RecordModelsPage({ title, params }: PageProps) {
  const machineName = params.modelMachineName;
  // Closing the import dialog or saving an edit renders the model afresh (its count, records and
  // last imports).
  const [generation, setGeneration] = useState(0);
  return machineName ? (
    <ModelDetails
      key={`${machineName}:${generation}`}
      machineName={machineName}
      onReload={() => setGeneration((n) => n + 1)}
    />
  ) : (
    <ModelList title={title} />
  );
}

function ModelList({ title }: { title: string }) {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  const models = useModels(0, MODELS_PER_PAGE * pages);
  const session = useSession()!;
  const [creating, setCreating] = useState(false);
  const columns: LightTableColumn<RecordModel>[] = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'recordModels.column.name' }),
      cell: (row) => <Link href={`/data/record-models/${row.machineName}`}>{row.name}</Link>,
    },
    {
      id: 'machineName',
      header: intl.formatMessage({ id: 'recordModels.column.machineName' }),
      accessor: 'machineName',
    },
    {
      id: 'fields',
      header: intl.formatMessage({ id: 'recordModels.column.fields' }),
      accessor: (row) => row.fields.length,
      align: 'end',
      width: 100,
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage({ id: 'recordModels.column.updatedAt' }),
      accessor: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'short', timeStyle: 'short' }),
      width: 180,
    },
  ];
  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          session.can('MODIFY_DATA_CONNECTORS') ? (
            <Button onPress={() => setCreating(true)}>
              <FormattedMessage id="recordModels.create" />
            </Button>
          ) : undefined
        }
      />
      <PageBody>
        {creating ? (
          <Suspense fallback={null}>
            <CreateModelModal
              onClose={() => setCreating(false)}
              onCreated={(machineName) =>
                window.history.pushState(null, '', `/data/record-models/${machineName}`)
              }
            />
          </Suspense>
        ) : null}
        {models.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'recordModels.loadError' }, { message: models.error.message })}
          />
        ) : null}
        <LightTable<RecordModel>
          aria-label={intl.formatMessage({ id: 'recordModels.tableLabel' })}
          columns={columns}
          rows={models.data?.items ?? []}
          isLoading={models.isLoading}
          totalItems={models.data?.total}
          onLoadMore={() => setPages((n) => n + 1)}
          emptyState={<FormattedMessage id="recordModels.empty" />}
        />
      </PageBody>
    </section>
  );
}

function ModelDetails({ machineName, onReload }: { machineName: string; onReload: () => void }) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const model = useModel(machineName);
  const back = { label: intl.formatMessage({ id: 'recordModels.back' }), href: '/data/record-models' };

  if (model.error)
    return (
      <section>
        <PageHeader title={machineName} breadcrumbs={[back]} backHref={back.href} />
        <PageBody>
          <Alert
            tone="error"
            title={
              model.error instanceof ApiError && model.error.status === 404
                ? intl.formatMessage({ id: 'recordModels.notFound' })
                : intl.formatMessage({ id: 'recordModels.loadError' }, { message: model.error.message })
            }
          />
        </PageBody>
      </section>
    );
  const details = model.data;
  const formatOf = (identifier: string) => details?.fields.find((f) => f.identifier === identifier)?.format;
  const fieldColumns: LightTableColumn<RecordField>[] = [
    {
      id: 'label',
      header: intl.formatMessage({ id: 'recordModels.column.label' }),
      accessor: 'label',
    },
    {
      id: 'identifier',
      header: intl.formatMessage({ id: 'recordModels.column.identifier' }),
      cell: (field) => (
        <span>
          <code>{field.identifier}</code>
          {field.identifier === details?.keyField ? (
            <>
              {' '}
              <small>
                (<FormattedMessage id="recordModels.keyField" />)
              </small>
            </>
          ) : null}
        </span>
      ),
    },
    {
      id: 'format',
      header: intl.formatMessage({ id: 'recordModels.column.format' }),
      accessor: (field) => intl.formatMessage({ id: `recordModels.format.${field.format}` }),
    },
    {
      id: 'link',
      header: intl.formatMessage({ id: 'recordModels.column.link' }),
      cell: (field) =>
        field.link ? <Link href={`/data/record-models/${field.link}`}>{field.link}</Link> : null,
    },
  ];

  return (
    <section>
      <PageHeader
        title={details?.name ?? machineName}
        breadcrumbs={[back]}
        backHref={back.href}
        actions={
          session.can('MODIFY_DATA_CONNECTORS') ? (
            <>
              <Button variant="secondary" isDisabled={!details} onPress={() => setEditing(true)}>
                <FormattedMessage id="recordModels.edit" />
              </Button>
              <Button onPress={() => setImporting(true)}>
                <FormattedMessage id="connectors.import" />
              </Button>
            </>
          ) : undefined
        }
      />
      <PageBody>
        {importing ? (
          <Suspense fallback={null}>
            <FileImport objectName={machineName} onClose={onReload} />
          </Suspense>
        ) : null}
        {editing && details ? (
          <Suspense fallback={null}>
            <EditModelModal
              model={details}
              onClose={() => setEditing(false)}
              onReload={async () => (await model.refetch()).data}
              onSaved={() => {
                snackbar.show({
                  tone: 'success',
                  message: intl.formatMessage({ id: 'recordModels.edit.saved' }),
                });
                // The model is read again already; the records follow its new fields and sort.
                onReload();
              }}
            />
          </Suspense>
        ) : null}
        {details ? (
          <div style={{ display: 'grid', gap: 24 }}>
            <dl
              style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}
            >
              <dt>
                <FormattedMessage id="recordModels.column.machineName" />
              </dt>
              <dd style={{ margin: 0 }}>
                <code>{details.machineName}</code>
              </dd>
              <dt>
                <FormattedMessage id="recordModels.keyField" />
              </dt>
              <dd style={{ margin: 0 }}>
                {details.fields.find((f) => f.identifier === details.keyField)?.label ?? details.keyField}
              </dd>
              <dt>
                <FormattedMessage id="recordModels.sort" />
              </dt>
              <dd style={{ margin: 0 }}>
                {details.sort.length
                  ? details.sort
                      .map(
                        (entry) =>
                          `${details.fields.find((f) => f.identifier === entry.fieldMachineName)?.label ?? entry.fieldMachineName} (${intl.formatMessage({ id: directionLabel(formatOf(entry.fieldMachineName), entry.direction) })})`,
                      )
                      .join(', ')
                  : intl.formatMessage({ id: 'recordModels.none' })}
              </dd>
              <dt>
                <FormattedMessage id="recordModels.uniqueBy" />
              </dt>
              <dd style={{ margin: 0 }}>
                {details.uniqueBy.length
                  ? details.uniqueBy
                      .map(
                        (entry) =>
                          details.fields.find((f) => f.identifier === entry.fieldMachineName)?.label ??
                          entry.fieldMachineName,
                      )
                      .join(', ')
                  : intl.formatMessage({ id: 'recordModels.none' })}
              </dd>
              <dt>
                <FormattedMessage id="recordModels.plans" />
              </dt>
              <dd style={{ margin: 0 }}>
                {details.plans.length ? (
                  details.plans.map((plan, index) => (
                    <span key={plan.id}>
                      {index > 0 ? ', ' : null}
                      <Link href={`/plans/${plan.id}`}>{plan.name}</Link>
                    </span>
                  ))
                ) : (
                  <FormattedMessage id="recordModels.plans.none" />
                )}
              </dd>
              <dt>
                <FormattedMessage id="recordModels.linkedFrom" />
              </dt>
              <dd style={{ margin: 0 }}>
                {details.linkedFrom.length ? (
                  details.linkedFrom.map((link, index) => (
                    <span key={`${link.machineName}.${link.field}`}>
                      {index > 0 ? ', ' : null}
                      <Link href={`/data/record-models/${link.machineName}`}>
                        {intl.formatMessage(
                          { id: 'recordModels.linkedFrom.field' },
                          { model: link.name, field: link.fieldLabel },
                        )}
                      </Link>
                    </span>
                  ))
                ) : (
                  <FormattedMessage id="recordModels.linkedFrom.none" />
                )}
              </dd>
            </dl>
            <div>
              <Heading level={2}>
                <FormattedMessage id="recordModels.fields" />
              </Heading>
              <LightTable<RecordField>
                aria-label={intl.formatMessage({ id: 'recordModels.fields' })}
                columns={fieldColumns}
                rows={details.fields}
                getRowId={(field) => field.identifier}
              />
            </div>
            <div>
              <Heading level={2}>
                <FormattedMessage id="recordModels.lastImports" />
              </Heading>
              <ImportsTable objectName={details.machineName} pageSize={5} />
            </div>
            <div>
              <Heading level={2}>
                <FormattedMessage id="recordModels.records" values={{ count: details.recordCount }} />
              </Heading>
              <Suspense fallback={null}>
                <RecordBrowser model={details} />
              </Suspense>
            </div>
          </div>
        ) : null}
      </PageBody>
    </section>
  );
}
