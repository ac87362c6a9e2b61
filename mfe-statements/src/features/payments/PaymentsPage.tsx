import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link } from '@accrue/ui-kit';
import { useDebouncedValue } from '@accrue/ui-kit/format';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, SearchField, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { usePeriods, type StatementPeriod } from '../statements/api';
import { formatted, initialPeriod, periodLabel } from '../statements/model';
import { PeriodGate } from '../statements/PeriodGate';
import { Fact, factGrid } from '../statements/StatementValue';
import {
  useExportPayments,
  usePayments,
  usePeriodPlans,
  type PaymentAmounts,
  type PaymentPage,
  type PaymentRow,
} from './queries';

const ALL = 'all';
const PAGE_SIZE = 25;
const SEARCH_LENGTH = 100;
/** The amounts in the order they add up: earned, held back, adjusted, what is paid, what stays held. */
const AMOUNTS: readonly (keyof PaymentAmounts)[] = [
  'achievement',
  'hold',
  'adjustments',
  'paid',
  'heldBalance',
];
const NO_PAYMENTS: PaymentPage = {
  items: [],
  totalItems: 0,
  currentPage: 0,
  pageCount: 0,
  currency: '',
  totals: { achievement: '0', hold: '0', paid: '0', adjustments: '0', heldBalance: '0' },
};

/**
 * The period the page opens on: the current one (a month before a quarter that starts with it),
 * else the latest that has started; a list of future periods only opens on the latest.
 */
function defaultPeriod(periods: readonly StatementPeriod[], today: string) {
  return (
    initialPeriod(
      periods.filter((period) => period.startDate <= today),
      undefined,
      today,
    ) ?? periods[0]
  );
}

/**
 * /payments (doc 2 §2): what each person the caller may see is paid for a period, per plan — what
 * they earned, what is held back, the adjustments, what to pay and what stays held — with the
 * totals of the whole selection, filtered by plan and by a part of the person's name. Finance and
 * admins prepare payroll with it, managers check their team's payouts; each row opens its statement.
 */
export default function PaymentsPage({ title }: PageProps) {
  const periods = usePeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const period = useMemo(() => {
    const list = periods.data ?? [];
    return list.find((p) => p.id === chosen) ?? defaultPeriod(list, today);
  }, [periods.data, chosen, today]);

  return (
    <PeriodGate
      title={title}
      periods={periods}
      period={period}
      loadErrorId="payments.loadError"
      noPeriodsId="payments.noPeriods"
    >
      {(period) => <Payments period={period} periods={periods.data ?? []} onPeriodChange={setChosen} />}
    </PeriodGate>
  );
}

function Payments({
  period,
  periods,
  onPeriodChange,
}: {
  period: StatementPeriod;
  periods: readonly StatementPeriod[];
  onPeriodChange: (id: string) => void;
}) {
  const intl = useIntl();
  const plans = usePeriodPlans(period.id);
  const [planId, setPlanId] = useState<string>(ALL);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText).trim().slice(0, SEARCH_LENGTH);
  // The table starts again from the first page whenever the selection changes (a new key), with
  // the page size chosen last; a page it reported belongs to the selection it was shown for.
  const selection = `${period.id}|${planId}|${search}`;
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [paging, setPaging] = useState<{ selection: string; page: number; limit: number } | null>(null);
  const exporting = useExportPayments();
  const filters = {
    periodId: period.id,
    ...(planId !== ALL ? { planIds: [Number(planId)] } : {}),
    ...(search ? { search } : {}),
  };
  const payments = usePayments(
    paging?.selection === selection ? { ...filters, page: paging.page, limit: paging.limit } : null,
  );
  const onQueryChange = useCallback(
    (query: PaginatedQuery) => {
      setPageSize(query.limit);
      setPaging({ selection, page: query.page, limit: query.limit });
    },
    [selection],
  );

  const money = useCallback(
    (value: string, currency: string) => formatted(value, intl.locale, currency),
    [intl.locale],
  );
  const columns = useMemo(
    (): DataTableColumn<PaymentRow>[] => [
      {
        id: 'person',
        header: intl.formatMessage({ id: 'payments.column.person' }),
        isSortable: false,
        isHidable: false,
        cell: ({ row }) => <Link href={`/statements/${row.statementId}`}>{row.user.fullName}</Link>,
      },
      {
        id: 'plan',
        header: intl.formatMessage({ id: 'payments.column.plan' }),
        isSortable: false,
        cell: ({ row }) => row.plan.name,
      },
      ...AMOUNTS.map((amount): DataTableColumn<PaymentRow> => ({
        id: amount,
        header: intl.formatMessage({ id: `payments.amount.${amount}` }),
        isSortable: false,
        isNumeric: true,
        size: { width: 0, minWidth: 120 },
        cell: ({ row }) => money(row.amounts[amount], row.currency),
      })),
    ],
    [intl, money],
  );

  const filtered = planId !== ALL || search !== '';
  const page = payments.data;
  const periodOptions = periods.map((p) => ({ value: p.id, label: periodLabel(intl, p) }));
  const planOptions = [
    { value: ALL, label: intl.formatMessage({ id: 'payments.allPlans' }) },
    ...(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.name })),
  ];

  return (
    <>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <div style={{ minWidth: 200 }}>
          <Select
            label={intl.formatMessage({ id: 'payments.period' })}
            options={periodOptions}
            value={period.id}
            isClearable={false}
            onChange={(value) => {
              if (value === null) return;
              // Another period starts from every plan: the plans differ from one period to the next.
              setPlanId(ALL);
              onPeriodChange(String(value));
            }}
          />
        </div>
        <div style={{ minWidth: 200 }}>
          <Select
            label={intl.formatMessage({ id: 'payments.plan' })}
            options={planOptions}
            value={planId}
            onChange={(value) => setPlanId(String(value ?? ALL))}
          />
        </div>
        <SearchField
          label={intl.formatMessage({ id: 'payments.search' })}
          isLabelVisible
          value={searchText}
          maxLength={SEARCH_LENGTH}
          onChange={setSearchText}
        />
        <Button
          variant="secondary"
          isDisabled={exporting.isPending || !payments.data?.totalItems}
          onPress={() => exporting.mutate(filters)}
        >
          {intl.formatMessage({ id: 'payments.export' })}
        </Button>
      </div>
      {exporting.error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'payments.exportError' }, { message: exporting.error.message })}
          onDismiss={() => exporting.reset()}
        />
      ) : null}
      {page && page.totalItems > 0 ? (
        <section
          aria-labelledby="payments-totals"
          aria-busy={payments.isPlaceholderData || undefined}
          // The totals of the previous selection stay until the new ones arrive: dimmed, not mistaken.
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
            opacity: payments.isPlaceholderData ? 0.6 : 1,
          }}
        >
          <Heading level={2} id="payments-totals">
            {intl.formatMessage({ id: 'payments.totals' }, { count: page.totalItems })}
          </Heading>
          <dl style={factGrid}>
            {AMOUNTS.map((amount) => (
              <Fact
                key={amount}
                label={intl.formatMessage({ id: `payments.amount.${amount}` })}
                testId={`payments-total-${amount}`}
              >
                {formatted(page.totals[amount], intl.locale, page.currency)}
              </Fact>
            ))}
          </dl>
        </section>
      ) : null}
      <DataTable<PaymentRow>
        key={selection}
        aria-label={intl.formatMessage({ id: 'payments.tableLabel' }, { period: periodLabel(intl, period) })}
        columns={columns}
        result={page ?? NO_PAYMENTS}
        // Pending until the first answer (the table reports its first page before anything is asked).
        isLoading={payments.isPending}
        onQueryChange={onQueryChange}
        getRowId={(row) => String(row.statementId)}
        isSearchable={false}
        emptyState={intl.formatMessage({ id: filtered ? 'payments.noMatch' : 'payments.empty' })}
        alert={
          payments.error
            ? {
                tone: 'error',
                title: intl.formatMessage({ id: 'payments.loadError' }, { message: payments.error.message }),
              }
            : undefined
        }
        initialState={{ pageSize }}
      />
    </>
  );
}
