import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { formatAmount } from '@accrue/ui-kit/format';
import { QuickEdit, TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { isDecimal, yearChoices, yearRange } from './model';
import {
  QuotasApiError,
  useBulkQuotaValues,
  useDeleteQuotaValues,
  useQuota,
  useQuotaValues,
  useSetQuotaValue,
  type Quota,
  type QuotaAssignment,
} from './queries';

// The bulk update (and the kit's file upload) downloads only when someone opens it.
const BulkUpdate = lazy(async () => ({ default: (await import('./BulkUpdate')).BulkUpdate }));

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * `/quotas/values/{variableId}` (doc 3 §2, §5): one quota's values for a year, one row per owner
 * (a user, a team or a plan) and date, each in force until the owner's next one. Who may assign
 * edits a value inline (QuickEdit), adds one, deletes some, or pastes a whole update (checked
 * first, then applied whole). The server decides whose values each caller sees and may change.
 */
export default withSnackbar(QuotaValues);

const ownerName = (row: QuotaAssignment) =>
  row.user ? `${row.user.firstName} ${row.user.lastName}` : (row.team?.name ?? row.plan?.name ?? '');

function QuotaValues({ params }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const quotaId = Number(params.variableId);
  const quota = useQuota(quotaId);
  const years = yearChoices(todayIso());
  const [year, setYear] = useState(Number(todayIso().slice(0, 4)));
  const [query, setQuery] = useState<{ page: number; limit: number; search?: string } | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'bulk' | null>(null);
  const range = yearRange(year);
  const values = useQuotaValues(quotaId, range, query);
  const setValue = useSetQuotaValue();
  const remove = useDeleteQuotaValues();
  const canWrite = session.can('ASSIGN_QUOTAS');
  const currency = session.company.currency;

  const onQueryChange = useCallback(
    (next: PaginatedQuery) =>
      setQuery({ page: next.page, limit: next.limit, ...(next.search ? { search: next.search } : {}) }),
    [],
  );

  const show = useCallback(
    (value: string, format: Quota['format'] | undefined) =>
      formatAmount(
        value,
        intl.locale,
        format === 'currency' ? { format, currency } : { format: format ?? 'number' },
      ),
    [intl.locale, currency],
  );

  const deleteRows = async (ids: number[]) => {
    try {
      const { deleted } = await remove.mutateAsync(ids);
      snackbar.show({
        tone: 'success',
        message: intl.formatMessage({ id: 'quotas.values.deleted' }, { count: deleted }),
      });
      setSelected(new Set());
    } catch (error) {
      snackbar.show({ tone: 'error', message: (error as Error).message });
    }
  };

  const columns = useMemo((): DataTableColumn<QuotaAssignment>[] => {
    const format = quota.data?.format;
    const list: DataTableColumn<QuotaAssignment>[] = [
      {
        id: 'owner',
        header: intl.formatMessage({ id: `quotas.values.owner.${quota.data?.type ?? 'user'}` }),
        isSortable: false,
        isHidable: false,
        accessor: ownerName,
        cell: ({ row }) =>
          row.user ? (
            <span>
              <Link href={`/company/directory/members/${row.user.id}`}>{ownerName(row)}</Link>
              <br />
              <small>{row.user.email}</small>
            </span>
          ) : row.team ? (
            <Link href={`/teams/${row.team.id}`}>{row.team.name}</Link>
          ) : (
            <span>{ownerName(row)}</span>
          ),
      },
      {
        id: 'date',
        header: intl.formatMessage({ id: 'quotas.values.date' }),
        isSortable: false,
        size: { width: 140 },
        accessor: 'date',
      },
      {
        id: 'value',
        header: intl.formatMessage({ id: 'quotas.values.value' }),
        isSortable: false,
        isHidable: false,
        size: { width: 240 },
        accessor: 'value',
        cell: ({ row }) =>
          canWrite ? (
            <QuickEdit<string>
              label={intl.formatMessage(
                { id: 'quotas.values.valueOf' },
                { name: ownerName(row), date: row.date },
              )}
              value={row.value}
              formatValue={(value) => show(value, format)}
              getValidationMessage={(error) => (error instanceof QuotasApiError ? error.message : undefined)}
              onError={(error) => snackbar.show({ tone: 'error', message: (error as Error).message })}
              onSubmit={async (next) => {
                if (!isDecimal(next))
                  throw new QuotasApiError(422, {
                    message: intl.formatMessage({ id: 'quotas.values.invalid' }),
                    statusCode: 422,
                  });
                await setValue.mutateAsync({
                  quotaId: row.quotaId,
                  quotaType: row.quotaType,
                  ...(row.userId !== null ? { userId: row.userId } : {}),
                  ...(row.teamId !== null ? { teamId: row.teamId } : {}),
                  ...(row.planId !== null ? { planId: row.planId } : {}),
                  date: row.date,
                  value: next.replace(/[\s\u00a0\u202f]/g, ''),
                });
                snackbar.show({
                  tone: 'success',
                  message: intl.formatMessage({ id: 'quotas.values.saved' }),
                });
              }}
            />
          ) : (
            show(row.value, format)
          ),
      },
    ];
    if (canWrite)
      list.push({
        id: 'actions',
        header: intl.formatMessage({ id: 'quotas.column.actions' }),
        isSortable: false,
        isHidable: false,
        size: { width: 0 },
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="small"
            onPress={() => void deleteRows([row.id])}
            aria-label={intl.formatMessage(
              { id: 'quotas.values.deleteOf' },
              { name: ownerName(row), date: row.date },
            )}
          >
            <FormattedMessage id="quotas.delete" />
          </Button>
        ),
      });
    return list;
    // The handlers read the latest state through their closures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl, canWrite, quota.data, show]);

  if (quota.error) return <Alert tone="error" title={quota.error.message} />;

  return (
    <section>
      <PageHeader
        title={quota.data?.name ?? '…'}
        breadcrumbs={[{ label: intl.formatMessage({ id: 'page.quotas' }), href: '/quotas' }]}
        actions={
          canWrite && quota.data ? (
            <span style={{ display: 'flex', gap: 8 }}>
              <Button variant="secondary" onPress={() => setDialog('bulk')}>
                <FormattedMessage id="quotas.bulk.open" />
              </Button>
              <Button variant="primary" onPress={() => setDialog('add')}>
                <FormattedMessage id="quotas.values.add" />
              </Button>
            </span>
          ) : null
        }
      />
      <PageBody>
        {quota.data ? (
          <p>
            <FormattedMessage
              id="quotas.values.summary"
              values={{
                type: intl.formatMessage({ id: `quotas.type.${quota.data.type}` }),
                frequency: intl.formatMessage({ id: `quotas.frequency.${quota.data.frequency}` }),
              }}
            />
          </p>
        ) : null}
        <div style={{ maxWidth: 200, marginBottom: 16 }}>
          <Select
            label={intl.formatMessage({ id: 'quotas.values.year' })}
            options={years.map((y) => ({ value: y, label: String(y) }))}
            value={year}
            onChange={(value) => {
              if (value !== null) {
                setYear(Number(value));
                setSelected(new Set());
              }
            }}
          />
        </div>
        <DataTable<QuotaAssignment>
          aria-label={intl.formatMessage({ id: 'quotas.values.tableLabel' })}
          columns={columns}
          result={
            values.data
              ? {
                  items: values.data.items,
                  totalItems: values.data.total,
                  currentPage: query?.page ?? 0,
                  pageCount: Math.max(1, Math.ceil(values.data.total / (query?.limit ?? 50))),
                }
              : { items: [], totalItems: 0, currentPage: 0, pageCount: 1 }
          }
          onQueryChange={onQueryChange}
          isLoading={values.isPending || values.isPlaceholderData}
          alert={values.error ? { tone: 'error', title: values.error.message } : undefined}
          emptyState={intl.formatMessage({ id: 'quotas.values.empty' }, { year })}
          getRowId={(row) => String(row.id)}
          selectionMode={canWrite ? 'multiple' : 'none'}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          bulkActions={(keys) => (
            <Button variant="secondary" size="small" onPress={() => void deleteRows(keys.map(Number))}>
              <FormattedMessage id="quotas.values.deleteSelected" />
            </Button>
          )}
        />
        {dialog === 'add' && quota.data ? (
          <AddValue
            quota={quota.data}
            year={year}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'quotas.values.saved' }) });
            }}
          />
        ) : null}
        {dialog === 'bulk' && quota.data ? (
          <Suspense fallback={null}>
            <BulkUpdate
              quota={quota.data}
              onClose={() => setDialog(null)}
              onDone={(message) => {
                setDialog(null);
                snackbar.show({ tone: 'success', message });
              }}
            />
          </Suspense>
        ) : null}
      </PageBody>
    </section>
  );
}

/** A new value: the owner by e-mail (or team or plan name), its date and amount (one bulk row). */
function AddValue({
  quota,
  year,
  onClose,
  onDone,
}: {
  quota: Quota;
  year: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const bulk = useBulkQuotaValues();
  const [owner, setOwner] = useState('');
  const [date, setDate] = useState(`${year}-01-01`);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ field: string; message: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const ownerField = { user: 'userEmail', team: 'teamName', plan: 'planName' }[quota.type];
  const errorOf = (field: string) =>
    errors.find((e) => e.field === `quotas.0.${field}`)?.message.replace(/^Row 1: /, '');

  const save = async () => {
    setErrors([]);
    setProblem(null);
    try {
      await bulk.mutateAsync({
        quotas: [{ quotaId: quota.id, quotaType: quota.type, [ownerField]: owner, date, value }],
        dryRun: false,
      });
      onDone();
    } catch (error) {
      if (error instanceof QuotasApiError && error.fieldErrors.length) setErrors(error.fieldErrors);
      else setProblem((error as Error).message);
    }
  };

  return (
    <FormModal
      title={<FormattedMessage id="quotas.values.addTitle" />}
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="quotas.cancel" />}
      actionLabel={<FormattedMessage id="quotas.save" />}
      onAction={() => void save()}
      isActionDisabled={bulk.isPending}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField
          label={intl.formatMessage({ id: `quotas.values.ownerInput.${quota.type}` })}
          value={owner}
          onChange={setOwner}
          errorMessage={errorOf(ownerField) ?? errorOf('userId') ?? errorOf('teamId') ?? errorOf('planId')}
        />
        <TextField
          label={intl.formatMessage({ id: 'quotas.values.dateInput' })}
          value={date}
          onChange={setDate}
          errorMessage={errorOf('date')}
        />
        <TextField
          label={intl.formatMessage({ id: 'quotas.values.value' })}
          value={value}
          onChange={setValue}
          inputMode="decimal"
          errorMessage={errorOf('value')}
        />
        {problem ? <Alert tone="error" title={problem} /> : null}
      </div>
    </FormModal>
  );
}
