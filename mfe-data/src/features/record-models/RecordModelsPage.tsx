import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { SnackbarProvider, useSnackbar } from '@accrue/ui-kit/snackbar';
import { FilterBar, type FilterDefinition } from '@accrue/ui-kit/filters';
import { TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import {
  DataTable,
  LightTable,
  type DataTableColumn,
  type LightTableColumn,
  type PaginatedQuery,
} from '@accrue/ui-kit/table';
import { ImportsTable } from '../connectors/ImportsTable';
import {
  directionLabel,
  filterHasValue,
  filterParams,
  formatValue,
  TEXT_OPERATORS,
  type FieldFilter,
  type RecordField,
  type RecordItem,
  type RecordModel,
} from './model';
import { ApiError, useModel, useModels, useRecords } from './queries';

const MODELS_PER_PAGE = 100;

const FileImport = lazy(async () => ({ default: (await import('../connectors/FileImport')).FileImport }));

const CreateModelModal = lazy(async () => ({
  default: (await import('./CreateModelModal')).CreateModelModal,
}));

const EditModelModal = lazy(async () => ({
  default: (await import('./EditModelModal')).EditModelModal,
}));

/**
 * `/data/record-models/{modelMachineName?}` (doc 3 §2): without a machine name, the company's record
 * models; with one, the model's definition (fields, key, sort, unique-by), the plans using it and a
 * browser of its records, paged, sorted and searched on the server.
 */
export default function RecordModelsPage({ title, params }: PageProps) {
  const machineName = params.modelMachineName;
  // Closing the import dialog or saving an edit renders the model afresh (its count, records and
  // last imports).
  const [generation, setGeneration] = useState(0);
  return (
    <SnackbarProvider>
      {machineName ? (
        <ModelDetails
          key={`${machineName}:${generation}`}
          machineName={machineName}
          onReload={() => setGeneration((n) => n + 1)}
        />
      ) : (
        <ModelList title={title} />
      )}
    </SnackbarProvider>
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
              <RecordBrowser model={details} />
            </div>
          </div>
        ) : null}
      </PageBody>
    </section>
  );
}

/**
 * The model's records in the kit's DataTable, in server-side mode (one page read at a time), with
 * the kit's filter bar: a filter per field by its format, sent to the server (which checks the
 * values: a bad one shows its message above the table). A new filter starts at the first page.
 */
function RecordBrowser({ model }: { model: RecordModel }) {
  const intl = useIntl();
  const session = useSession()!;
  const [query, setQuery] = useState<PaginatedQuery | null>(null);
  const [filters, setFilters] = useState<Record<string, FieldFilter>>({});
  const params = useMemo(() => filterParams(model, filters), [model, filters]);
  const records = useRecords(model.machineName, query, params);
  const onQueryChange = useCallback((next: PaginatedQuery) => setQuery(next), []);
  const currencyField = model.fields.find((f) => f.identifier === 'currency' && f.format === 'text');
  const setFilter = useCallback((identifier: string, change: Partial<FieldFilter> | null) => {
    setFilters((current) => {
      const next = { ...current };
      if (change === null) delete next[identifier];
      else next[identifier] = { ...current[identifier], ...change };
      return next;
    });
    setQuery((current) => current && { ...current, page: 0 });
  }, []);

  const columns = useMemo(
    (): DataTableColumn<RecordItem>[] =>
      model.fields.map((field) => ({
        id: field.identifier,
        header: field.label,
        isHidable: field.identifier !== model.keyField,
        accessor: (row: RecordItem) => row.data[field.identifier] ?? null,
        cell: ({ row }) =>
          formatValue(field.format, row.data[field.identifier], {
            locale: intl.locale,
            currency: session.company.currency,
            recordCurrency: currencyField ? row.data[currencyField.identifier] : undefined,
          }) ?? '—',
      })),
    [model, intl.locale, session.company.currency, currencyField],
  );

  const filterDefinitions: FilterDefinition[] = model.fields.map((field) => ({
    id: field.identifier,
    label: field.label,
    hasValue: filterHasValue(filters[field.identifier]),
    onClear: () => setFilter(field.identifier, null),
    render: ({ autoFocus }) => (
      <FieldFilterControl
        field={field}
        isKey={field.identifier === model.keyField}
        value={filters[field.identifier] ?? {}}
        autoFocus={autoFocus}
        onChange={(change) => setFilter(field.identifier, change)}
      />
    ),
  }));

  const total = records.data?.total ?? 0;
  const limit = query?.limit ?? 10;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <FilterBar
        aria-label={intl.formatMessage({ id: 'recordModels.filters' }, { name: model.name })}
        filters={filterDefinitions}
      />
      {records.data?.totalCapped ? (
        <p style={{ margin: 0 }}>
          <FormattedMessage id="recordModels.totalCapped" values={{ count: total }} />
        </p>
      ) : null}
      <DataTable<RecordItem>
        key={params.join('|')}
        aria-label={intl.formatMessage({ id: 'recordModels.recordsLabel' }, { name: model.name })}
        columns={columns}
        result={{
          items: records.data?.items ?? [],
          totalItems: total,
          currentPage: query?.page ?? 0,
          pageCount: Math.max(1, Math.ceil(total / limit)),
        }}
        onQueryChange={onQueryChange}
        isLoading={records.isLoading}
        alert={
          records.error
            ? {
                tone: 'error',
                title: intl.formatMessage(
                  { id: 'recordModels.loadError' },
                  { message: records.error.message },
                ),
              }
            : undefined
        }
        persist={{ key: `accrue.records.${model.machineName}` }}
        getRowId={(row) => String(row.id)}
        // The remounted table keeps its page size and search text.
        initialState={{ pageSize: limit, searchText: query?.search ?? '' }}
      />
    </div>
  );
}

/** The value control of one field's filter, by the field's format. */
function FieldFilterControl({
  field,
  isKey,
  value,
  autoFocus,
  onChange,
}: {
  field: RecordField;
  isKey: boolean;
  value: FieldFilter;
  autoFocus: boolean;
  onChange: (change: Partial<FieldFilter>) => void;
}) {
  const intl = useIntl();
  const label = (id: string) =>
    intl.formatMessage({ id: `recordModels.filter.${id}` }, { field: field.label });
  const text = (key: 'text' | 'min' | 'max' | 'from' | 'to', id: string, focus = false) => (
    <TextField
      label={label(id)}
      value={value[key] ?? ''}
      autoFocus={focus && autoFocus}
      {...(key === 'from' || key === 'to' ? { placeholder: 'YYYY-MM-DD' } : {})}
      {...(key === 'min' || key === 'max' ? { inputMode: 'decimal' as const } : {})}
      onChange={(next) => onChange({ [key]: next })}
    />
  );
  const row = (children: ReactNode) => (
    <span style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>{children}</span>
  );
  if (isKey) return text('text', 'equals', true);
  switch (field.format) {
    case 'text':
      return row(
        <>
          <Select
            label={label('condition')}
            options={TEXT_OPERATORS.map((op) => ({ value: op, label: label(op) }))}
            value={value.op ?? 'contains'}
            isClearable={false}
            onChange={(op) => onChange({ op: op === 'eq' ? 'eq' : 'contains' })}
          />
          {text('text', 'value', true)}
        </>,
      );
    case 'number':
    case 'currency':
    case 'percent':
      return row(
        <>
          {text('min', 'min', true)}
          {text('max', 'max')}
        </>,
      );
    case 'date':
    case 'date-time':
      return row(
        <>
          {text('from', 'from', true)}
          {text('to', 'to')}
        </>,
      );
    case 'boolean':
      return (
        <Select
          label={label('is')}
          autoFocus={autoFocus}
          options={[
            { value: 'true', label: label('yes') },
            { value: 'false', label: label('no') },
          ]}
          value={value.is ?? null}
          onChange={(is) => onChange({ is: is === 'true' ? 'true' : is === 'false' ? 'false' : undefined })}
        />
      );
    default:
      return null;
  }
}
