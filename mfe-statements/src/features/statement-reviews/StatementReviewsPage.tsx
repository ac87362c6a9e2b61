import { Suspense, lazy, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { reviewMessages } from '../../i18n/reviews';
import { Alert, Button, Link, PageBody, PageHeader, Spinner } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn } from '@accrue/ui-kit/table';
import { usePeriods } from '../statements/api';
import { formatted, initialPeriod, periodLabel } from '../statements/model';
import {
  useReviewStatements,
  useStatementsToReview,
  type BulkReviewAction,
  type ReviewFilters,
  type StatementToReview,
} from './queries';
import * as styles from './StatementReviewsPage.css';

// The reset confirmation (the kit's overlays) downloads when a reset is first asked for.
const ResetConfirm = lazy(async () => ({ default: (await import('./ResetConfirm')).ResetConfirm }));

const ALL = 'all';

/** What the last bulk review did: how many went through, each refusal with its statement, or why it failed. */
interface Outcome {
  action: BulkReviewAction;
  reviewed: number;
  failed: { statementId: number; message: string; item?: StatementToReview }[];
  error: string | null;
}
const NO_OUTCOME: Outcome = { action: 'NEXT', reviewed: 0, failed: [], error: null };

/** Per action: what went through, and the title of what did not (doc 2 §8's bulk failures). */
const OUTCOME_MESSAGES: Record<BulkReviewAction, { done: string; failed: string }> = {
  NEXT: { done: 'statementReviews.reviewed', failed: 'statementReviews.bulkFailed' },
  FULLY_REVIEW_FORCE: {
    done: 'statementReviews.fullyReviewed',
    failed: 'statementReviews.fullyReviewFailed',
  },
  RESET: { done: 'statementReviews.wasReset', failed: 'statementReviews.resetFailed' },
};

/**
 * /statements-reviews (doc 2 §2, §5): the statements whose current step awaits the viewer, latest
 * period first, of the current period by default (as the statements and payments open on it; how
 * many more await in the other periods is said, and one press shows them all), of one plan if
 * chosen; each opens its statement. A reviewer selects some and validates their current step at
 * once (the next steps' reviewers are notified), reviews every step of them (who may force a
 * review) or starts their review again from the first step (once confirmed), then sees how many
 * went through and why each of the others did not.
 */
/** The page with the review labels, which download with it (i18n/reviews.ts). */
export default withPageMessages(reviewMessages, StatementReviewsPage);

function StatementReviewsPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const canReview = session.can('REVIEW_STATEMENTS');
  const periods = usePeriods();
  const today = new Date().toISOString().slice(0, 10);
  // The period chosen; until then the current one (the latest when none is current), or every
  // period when no statement was ever calculated.
  const [chosenPeriod, setChosenPeriod] = useState<string | null>(null);
  const periodId = chosenPeriod ?? initialPeriod(periods.data ?? [], undefined, today)?.id ?? ALL;
  // Nothing is asked before the periods are known: the first list is the default period's.
  const ready = !periods.isLoading;
  const [planId, setPlanId] = useState<string>(ALL);
  const byPeriod: ReviewFilters = periodId !== ALL ? { periodId } : {};
  const filters: ReviewFilters = { ...byPeriod, ...(planId !== ALL ? { planId: Number(planId) } : {}) };
  const list = useStatementsToReview(filters, { enabled: ready });
  // The plan filter offers the plans with a statement to review in the period chosen: the same
  // list without the plan filter (the one shown, and read once, while no plan is chosen).
  const ofPeriod = useStatementsToReview(byPeriod, { enabled: ready });
  // How many await the viewer in every period (one item asked, as the header's indicator does).
  const everywhere = useStatementsToReview({}, { limit: 1, enabled: ready && periodId !== ALL });
  const elsewhere =
    periodId !== ALL && everywhere.data && ofPeriod.data
      ? Math.max(0, everywhere.data.totalItems - ofPeriod.data.totalItems)
      : 0;
  const canForce = session.can('FORCE_REVIEW_STATEMENTS');
  const bulk = useReviewStatements();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  // The selection a reset is asked for, until confirmed or cancelled.
  const [resetting, setResetting] = useState<string[] | null>(null);

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  // Only rows still listed stay selected (a review, a refetch or a filter removes the others).
  const shownSelection = useMemo(() => {
    const listed = new Set(items.map((item) => String(item.statementId)));
    return new Set([...selected].filter((key) => listed.has(key)));
  }, [items, selected]);

  const planOptions = useMemo(() => {
    const plans = new Map<number, string>();
    for (const item of ofPeriod.data?.items ?? []) plans.set(item.plan.id, item.plan.name);
    for (const item of items) plans.set(item.plan.id, item.plan.name);
    return [
      { value: ALL, label: intl.formatMessage({ id: 'statementReviews.allPlans' }) },
      ...[...plans]
        .sort((a, b) => a[1].localeCompare(b[1], intl.locale))
        .map(([id, name]) => ({ value: String(id), label: name })),
    ];
  }, [ofPeriod.data, items, intl]);
  const periodOptions = [
    { value: ALL, label: intl.formatMessage({ id: 'statementReviews.allPeriods' }) },
    ...(periods.data ?? []).map((period) => ({ value: period.id, label: periodLabel(intl, period) })),
  ];

  const runOnSelected = async (keys: string[], action: BulkReviewAction) => {
    const listed = new Map(items.map((item) => [item.statementId, item]));
    setOutcome(NO_OUTCOME);
    try {
      const result = await bulk.mutateAsync({ statementIds: keys.map(Number), action });
      setOutcome({
        action,
        reviewed: result.reviewed.length,
        failed: result.failed.map((failure) => ({ ...failure, item: listed.get(failure.statementId) })),
        error: null,
      });
      setSelected(new Set());
    } catch (error) {
      setOutcome({ ...NO_OUTCOME, action, error: (error as Error).message });
    }
  };
  const messages = OUTCOME_MESSAGES[outcome.action];

  // At most 100 rows (the list's bound), in one scrolling body: no pages, no search of its own.
  const columns = useMemo(
    (): DataTableColumn<StatementToReview>[] => [
      {
        id: 'person',
        header: intl.formatMessage({ id: 'statementReviews.column.person' }),
        accessor: (row) => row.user.fullName,
        isHidable: false,
        cell: ({ row }) => <Link href={`/statements/${row.statementId}`}>{row.user.fullName}</Link>,
      },
      {
        id: 'plan',
        header: intl.formatMessage({ id: 'statementReviews.column.plan' }),
        accessor: (row) => row.plan.name,
      },
      {
        id: 'period',
        header: intl.formatMessage({ id: 'statementReviews.column.period' }),
        accessor: (row) => periodLabel(intl, row.period),
        size: { width: 170 },
        sortingFn: (a, b) =>
          a.period.startDate.localeCompare(b.period.startDate) ||
          a.period.endDate.localeCompare(b.period.endDate),
      },
      {
        id: 'total',
        header: intl.formatMessage({ id: 'statementReviews.column.total' }),
        accessor: (row) => formatted(row.total, intl.locale, row.currency),
        isNumeric: true,
        size: { width: 0, minWidth: 120 },
        sortingFn: (a, b) => Number(a.total ?? -Infinity) - Number(b.total ?? -Infinity),
      },
      {
        id: 'step',
        header: intl.formatMessage({ id: 'statementReviews.column.step' }),
        accessor: (row) =>
          intl.formatMessage(
            { id: 'statementReviews.step' },
            { number: row.stepNumber, count: row.stepCount, name: row.stepName },
          ),
        sortingFn: (a, b) => a.stepNumber - b.stepNumber,
        size: { width: 0, minWidth: 200 },
      },
    ],
    [intl],
  );

  const shownPeriod = (periods.data ?? []).find((period) => period.id === periodId);
  const emptyState =
    planId !== ALL
      ? intl.formatMessage({ id: 'statementReviews.noMatch' })
      : shownPeriod
        ? intl.formatMessage(
            { id: 'statementReviews.emptyPeriod' },
            { period: periodLabel(intl, shownPeriod) },
          )
        : intl.formatMessage({ id: 'statementReviews.empty' });
  const total = list.data?.totalItems ?? 0;

  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        {/* A spinner until the first answer; then the filters and the table, the list kept while it reloads. */}
        {list.isPending ? (
          <Spinner />
        ) : (
          <div className={styles.body}>
            <div className={styles.filters}>
              <div className={styles.filter}>
                <Select
                  label={intl.formatMessage({ id: 'statementReviews.period' })}
                  options={periodOptions}
                  value={periodId}
                  isClearable={false}
                  onChange={(value) => {
                    setChosenPeriod(String(value ?? ALL));
                    // Another period has other plans to review: start again from every plan.
                    setPlanId(ALL);
                  }}
                />
              </div>
              <div className={styles.filter}>
                <Select
                  label={intl.formatMessage({ id: 'statementReviews.plan' })}
                  options={planOptions}
                  value={planId}
                  isClearable={false}
                  onChange={(value) => setPlanId(String(value ?? ALL))}
                />
              </div>
            </div>

            {outcome.error !== null ? (
              <Alert
                tone="error"
                title={intl.formatMessage({ id: messages.failed })}
                isDismissable
                onDismiss={() => setOutcome((current) => ({ ...current, error: null }))}
              >
                {outcome.error}
              </Alert>
            ) : null}
            {outcome.reviewed > 0 ? (
              <Alert
                tone="success"
                title={intl.formatMessage({ id: messages.done }, { count: outcome.reviewed })}
                isDismissable
                onDismiss={() => setOutcome((current) => ({ ...current, reviewed: 0 }))}
              />
            ) : null}
            {outcome.failed.length > 0 ? (
              <Alert
                tone="error"
                title={intl.formatMessage({ id: messages.failed })}
                isDismissable
                onDismiss={() => setOutcome((current) => ({ ...current, failed: [] }))}
              >
                <ul
                  className={styles.failures}
                  aria-label={intl.formatMessage({ id: 'statementReviews.failures' })}
                >
                  {outcome.failed.map((failure) => (
                    <li key={failure.statementId}>
                      {intl.formatMessage(
                        { id: 'statementReviews.failure' },
                        {
                          statement: failure.item
                            ? `${failure.item.user.fullName} · ${failure.item.plan.name} · ${periodLabel(intl, failure.item.period)}`
                            : intl.formatMessage(
                                { id: 'statementReviews.statementNumber' },
                                { id: failure.statementId },
                              ),
                          message: failure.message,
                        },
                      )}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}

            {elsewhere > 0 ? (
              <div className={styles.elsewhere}>
                <p className={styles.note}>
                  {intl.formatMessage({ id: 'statementReviews.elsewhere' }, { count: elsewhere })}
                </p>
                <Button
                  variant="secondary"
                  size="small"
                  onPress={() => {
                    setChosenPeriod(ALL);
                    setPlanId(ALL);
                  }}
                >
                  <FormattedMessage id="statementReviews.showAllPeriods" />
                </Button>
              </div>
            ) : null}
            {total > items.length ? (
              <p className={styles.note}>
                {intl.formatMessage({ id: 'statementReviews.firstOnly' }, { shown: items.length, total })}
              </p>
            ) : null}

            <DataTable<StatementToReview>
              aria-label={intl.formatMessage({ id: 'statementReviews.tableLabel' })}
              columns={columns}
              data={items}
              getRowId={(row) => String(row.statementId)}
              emptyState={emptyState}
              alert={
                list.error
                  ? {
                      tone: 'error',
                      title: intl.formatMessage(
                        { id: 'statementReviews.loadError' },
                        { message: list.error.message },
                      ),
                    }
                  : undefined
              }
              isPaginated={false}
              isSearchable={false}
              selectionMode={canReview ? 'multiple' : 'none'}
              selectedKeys={shownSelection}
              onSelectionChange={setSelected}
              bulkActions={(keys) => (
                <>
                  <Button
                    variant="primary"
                    size="small"
                    isDisabled={bulk.isPending}
                    onPress={() => void runOnSelected(keys, 'NEXT')}
                  >
                    <FormattedMessage id="statementReviews.reviewSelected" />
                  </Button>
                  {canForce ? (
                    <Button
                      variant="secondary"
                      size="small"
                      isDisabled={bulk.isPending}
                      onPress={() => void runOnSelected(keys, 'FULLY_REVIEW_FORCE')}
                    >
                      <FormattedMessage id="statementReviews.fullyReviewSelected" />
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    size="small"
                    isDisabled={bulk.isPending}
                    onPress={() => setResetting(keys)}
                  >
                    <FormattedMessage id="statementReviews.resetSelected" />
                  </Button>
                </>
              )}
            />
            {resetting ? (
              <Suspense fallback={null}>
                <ResetConfirm
                  count={resetting.length}
                  onCancel={() => setResetting(null)}
                  onConfirm={() => {
                    setResetting(null);
                    void runOnSelected(resetting, 'RESET');
                  }}
                />
              </Suspense>
            ) : null}
          </div>
        )}
      </PageBody>
    </section>
  );
}
