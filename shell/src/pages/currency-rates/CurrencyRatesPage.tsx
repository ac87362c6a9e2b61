import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, PageBody, PageHeader } from '@accrue/ui-kit';
import { formatShortDate } from '@accrue/ui-kit/format';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { formatRate, toRateText, validateRate, type CurrencyRate, type RateValues } from './rates';
import { ratesMessages } from './messages';

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function messageOf(answer: Answer<unknown>): string {
  const body = (answer.error ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
  return body.errors?.map((e) => e.message).join(' ') || body.message || `HTTP ${answer.response.status}`;
}

/**
 * `/company/settings/rates` (doc 1 §2.3): the company's currency rates to its main currency, by
 * currency and date, paged on the server; admins add and edit them. Rates are exact decimal text.
 */
/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(ratesMessages, function CurrencyRatesPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const api = session.api;
  const canModify = session.can('MODIFY_CURRENCY_RATES');
  const main = session.company.currency;
  const [currency, setCurrency] = useState<string | null>(null);
  const [query, setQuery] = useState<PaginatedQuery | null>(null);
  const [reload, setReload] = useState(0);
  const [page, setPage] = useState<{ items: CurrencyRate[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<CurrencyRate | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    setLoading(true);
    void api
      .GET('/company/currency-rates', {
        params: { query: { page: query.page, limit: query.limit, ...(currency ? { currency } : {}) } },
      })
      .then((answer) => {
        if (!current) return;
        setLoading(false);
        if (answer.data) {
          setPage(answer.data);
          setError(null);
        } else setError(messageOf(answer));
      });
    return () => {
      current = false;
    };
  }, [api, query, currency, reload]);

  const onQueryChange = useCallback((next: PaginatedQuery) => setQuery(next), []);
  const currencies = useMemo(
    () =>
      [...new Set([...(session.company.symbols ?? []), ...(page?.items.map((r) => r.currency) ?? [])])]
        .filter((c) => c !== main)
        .sort(),
    [session.company.symbols, page, main],
  );

  const remove = async (rate: CurrencyRate) => {
    const answer = await api.DELETE('/company/currency-rates/{rateId}', {
      params: { path: { rateId: rate.id } },
    });
    if (answer.response.ok) {
      setNotice(intl.formatMessage({ id: 'rates.deleted' }));
      setReload((n) => n + 1);
    } else setError(messageOf(answer));
  };

  const columns: DataTableColumn<CurrencyRate>[] = [
    {
      id: 'currency',
      header: intl.formatMessage({ id: 'rates.column.currency' }),
      accessor: 'currency',
      isSortable: false,
    },
    {
      id: 'rate',
      header: intl.formatMessage({ id: 'rates.column.rate' }, { main }),
      isSortable: false,
      accessor: 'rate',
      cell: ({ row }) => formatRate(row.rate, intl.locale),
    },
    {
      id: 'effectiveAsOf',
      header: intl.formatMessage({ id: 'rates.column.effectiveAsOf' }),
      isSortable: false,
      accessor: 'effectiveAsOf',
      cell: ({ row }) => formatShortDate(row.effectiveAsOf, intl.locale),
    },
    ...(canModify
      ? [
          {
            id: 'actions',
            header: intl.formatMessage({ id: 'rates.column.actions' }),
            isSortable: false,
            isHidable: false,
            cell: ({ row }: { row: CurrencyRate }) => (
              <span style={{ display: 'flex', gap: 8 }}>
                <Button size="small" variant="secondary" onPress={() => setEditing(row)}>
                  <FormattedMessage id="rates.edit" />
                </Button>
                <Button size="small" variant="ghost" onPress={() => void remove(row)}>
                  <FormattedMessage id="rates.delete" />
                </Button>
              </span>
            ),
          } satisfies DataTableColumn<CurrencyRate>,
        ]
      : []),
  ];

  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canModify ? (
            <Button onPress={() => setEditing('new')}>
              <FormattedMessage id="rates.add" />
            </Button>
          ) : undefined
        }
      />
      <PageBody>
        <p>
          <FormattedMessage id="rates.description" values={{ main }} />
        </p>
        {notice ? (
          <Alert tone="success" title={notice} isDismissable onDismiss={() => setNotice(null)} />
        ) : null}
        <div style={{ maxWidth: 320, marginBottom: 16 }}>
          <Select
            // The kit's select cannot take options that change under it: a new list remounts it.
            key={currencies.join(',')}
            label={intl.formatMessage({ id: 'rates.filter.currency' })}
            placeholder={intl.formatMessage({ id: 'rates.filter.all' })}
            options={currencies.map((code) => ({ value: code, label: code }))}
            value={currency}
            onChange={(value) => setCurrency(value === null ? null : String(value))}
          />
        </div>
        <DataTable<CurrencyRate>
          aria-label={intl.formatMessage({ id: 'rates.tableLabel' })}
          columns={columns}
          result={{
            items: page?.items ?? [],
            totalItems: page?.total ?? 0,
            currentPage: query?.page ?? 0,
            pageCount: Math.max(1, Math.ceil((page?.total ?? 0) / (query?.limit ?? 10))),
          }}
          onQueryChange={onQueryChange}
          isLoading={loading}
          alert={error ? { tone: 'error', title: error } : undefined}
          getRowId={(row) => String(row.id)}
          emptyState={<FormattedMessage id="rates.empty" />}
        />
        {editing ? (
          <RateModal
            rate={editing === 'new' ? null : editing}
            currencies={currencies}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              setNotice(message);
              setReload((n) => n + 1);
            }}
          />
        ) : null}
      </PageBody>
    </section>
  );
});

function RateModal({
  rate,
  currencies,
  onClose,
  onSaved,
}: {
  rate: CurrencyRate | null;
  currencies: string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const [values, setValues] = useState<RateValues>({
    currency: rate?.currency ?? '',
    rate: rate ? formatRate(rate.rate, intl.locale) : '',
    effectiveAsOf: rate?.effectiveAsOf ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = validateRate(values, intl.locale);
  const shown = (field: keyof RateValues) =>
    submitted && errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined;
  const options = useMemo(
    () =>
      [...new Set([...currencies, ...(rate ? [rate.currency] : [])])].map((code) => ({
        value: code,
        label: code,
      })),
    [currencies, rate],
  );

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    setSaving(true);
    const body = { rate: toRateText(values.rate, intl.locale)!, effectiveAsOf: values.effectiveAsOf };
    const answer = rate
      ? await session.api.PATCH('/company/currency-rates/{rateId}', {
          params: { path: { rateId: rate.id }, header: { 'If-Match': `"${rate.version}"` } },
          body,
        })
      : await session.api.POST('/company/currency-rates', { body: { ...body, currency: values.currency } });
    setSaving(false);
    if (answer.data) onSaved(intl.formatMessage({ id: rate ? 'rates.updated' : 'rates.added' }));
    else setServerError(messageOf(answer));
  };

  return (
    <FormModal
      title={<FormattedMessage id={rate ? 'rates.editTitle' : 'rates.addTitle'} />}
      onClose={onClose}
      cancelLabel={<FormattedMessage id="rates.cancel" />}
      actionLabel={<FormattedMessage id="rates.save" />}
      onAction={() => void save()}
      isActionDisabled={saving}
      actionVariant="secondary"
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {serverError ? <Alert tone="error" title={serverError} /> : null}
        {rate ? (
          <p>
            <FormattedMessage id="rates.column.currency" />: <strong>{rate.currency}</strong>
          </p>
        ) : (
          <CurrencyChoice
            value={values.currency}
            options={options}
            error={shown('currency')}
            onChange={(currency) => setValues((v) => ({ ...v, currency }))}
          />
        )}
        <TextField
          label={<FormattedMessage id="rates.field.rate" values={{ main: session.company.currency }} />}
          name="rate"
          inputMode="decimal"
          value={values.rate}
          onChange={(rateText) => setValues((v) => ({ ...v, rate: rateText }))}
          errorMessage={shown('rate')}
          isRequired
        />
        <TextField
          label={<FormattedMessage id="rates.field.effectiveAsOf" />}
          name="effectiveAsOf"
          type="date"
          value={values.effectiveAsOf}
          onChange={(effectiveAsOf) => setValues((v) => ({ ...v, effectiveAsOf }))}
          errorMessage={shown('effectiveAsOf')}
          isRequired
        />
      </div>
    </FormModal>
  );
}

/** The company's currencies to choose from, or any ISO 4217 code typed in (the server checks it). */
function CurrencyChoice({
  value,
  options,
  error,
  onChange,
}: {
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange: (currency: string) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={<FormattedMessage id="rates.field.currency" />}
      name="currency"
      description={
        options.length
          ? intl.formatMessage(
              { id: 'rates.field.currencyHint' },
              { codes: options.map((o) => o.value).join(', ') },
            )
          : undefined
      }
      maxLength={3}
      value={value}
      onChange={(text) => onChange(text.toUpperCase())}
      errorMessage={error}
      isRequired
    />
  );
}
