import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { FilterBar, type FilterDefinition } from '@accrue/ui-kit/filters';
import { TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import {
  filterHasValue,
  filterParams,
  TEXT_OPERATORS,
  type FieldFilter,
  type RecordField,
  type RecordItem,
  type RecordModel,
} from './model';
import { formatValue } from './format-value';
import { useRecords } from './queries';

/**
 * The model's records in the kit's DataTable, in server-side mode (one page read at a time), with
 * the kit's filter bar: a filter per field by its format, sent to the server (which checks the
 * values: a bad one shows its message above the table). A new filter starts at the first page.
 */
export function RecordBrowser({ model }: { model: RecordModel }) {
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
