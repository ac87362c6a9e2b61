import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { threadMessages } from '../../i18n/threads';
import { Button, Link, PageBody, PageHeader, Spinner } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import {
  DataTable,
  type DataTableColumn,
  type PaginatedQuery,
  type PaginatedResult,
} from '@accrue/ui-kit/table';
import { periodIdLabel } from '../statements/model';
import { commentsHref } from './links';
import { dateTime, excerpt, reviewFailure, scopeLabel } from './model';
import { useReviewThreads, useThreads, type StatementThread, type ThreadStatus } from './queries';
import { ThreadStatusBadge } from './ThreadStatusBadge';
import * as styles from './ThreadsPage.css';

/** The status filter's choices: the API's two statuses, or both. */
type StatusFilter = ThreadStatus | 'ALL';
const STATUS_FILTERS: readonly StatusFilter[] = ['OPEN', 'REVIEWED', 'ALL'];
const PAGE_SIZE = 25;
/** The last message's characters a row shows (the thread shows it whole). */
const ROW_EXCERPT_LENGTH = 80;
const NO_THREADS: PaginatedResult<StatementThread> = {
  items: [],
  totalItems: 0,
  currentPage: 0,
  pageCount: 0,
};

/**
 * /threads (doc 3 §2 "Threads screen"): the threads of the statements the viewer sees, the latest
 * message first, a page at a time, the open ones by default; each row opens its thread beside its
 * statement. Whoever reviews threads selects open ones and marks them reviewed at once; each
 * refusal is said (doc 3 §8).
 */
/** The page with the thread labels, which download with it (i18n/threads.ts). */
export default withPageMessages(threadMessages, withSnackbar(ThreadsPage));

function ThreadsPage({ title }: PageProps) {
  const intl = useIntl();
  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        <Threads />
      </PageBody>
    </section>
  );
}

function Threads() {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const canReview = session.can('REVIEW_THREADS');
  const [status, setStatus] = useState<StatusFilter>('OPEN');
  // The first page is asked at once (the table then reports the same); the table starts again
  // from the first page with each status (a new key), keeping the page size chosen last.
  const [paging, setPaging] = useState({ page: 0, limit: PAGE_SIZE });
  const threads = useThreads({
    ...(status !== 'ALL' ? { status } : {}),
    // The table counts pages from 0, the API from 1.
    page: paging.page + 1,
    limit: paging.limit,
  });
  const onQueryChange = useCallback(
    (query: PaginatedQuery) => setPaging({ page: query.page, limit: query.limit }),
    [],
  );
  const review = useReviewThreads();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const page = threads.data;
  const result = useMemo(
    () => (page ? { ...page, currentPage: Math.max(0, page.currentPage - 1) } : NO_THREADS),
    [page],
  );
  // Only open threads still listed stay selected (a review, a page or a filter removes the others).
  const shownSelection = useMemo(() => {
    const open = new Set(
      result.items.filter((thread) => !thread.thread.isReviewed).map((thread) => String(thread.id)),
    );
    return new Set([...selected].filter((key) => open.has(key)));
  }, [result.items, selected]);

  const reviewSelected = async (keys: string[]) => {
    try {
      const answer = await review.mutateAsync(keys.map(Number));
      if (answer.reviewed.length)
        snackbar.show({
          tone: 'success',
          message: intl.formatMessage({ id: 'threads.markedReviewed' }, { count: answer.reviewed.length }),
        });
      const failure = reviewFailure(intl, answer);
      if (failure) snackbar.show({ tone: 'error', message: failure });
      setSelected(new Set());
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage(
          { id: 'threads.reviewFailed' },
          { count: keys.length, message: (error as Error).message },
        ),
      });
    }
  };

  const columns = useMemo(
    (): DataTableColumn<StatementThread>[] => [
      {
        id: 'person',
        header: intl.formatMessage({ id: 'threads.column.person' }),
        isSortable: false,
        isHidable: false,
        size: { width: 150 },
        cell: ({ row }) => row.statement.userFullName,
      },
      {
        id: 'plan',
        header: intl.formatMessage({ id: 'threads.column.plan' }),
        isSortable: false,
        size: { width: 200 },
        cell: ({ row }) => row.statement.planName,
      },
      {
        id: 'period',
        header: intl.formatMessage({ id: 'threads.column.period' }),
        isSortable: false,
        size: { width: 150 },
        cell: ({ row }) => periodIdLabel(intl, row.statement.periodId),
      },
      {
        id: 'about',
        header: intl.formatMessage({ id: 'threads.column.about' }),
        isSortable: false,
        isHidable: false,
        size: { width: 160 },
        cell: ({ row }) => (
          <Link href={commentsHref(row.statementId, row.id)}>{scopeLabel(intl, row.computedScope)}</Link>
        ),
      },
      {
        id: 'lastMessage',
        header: intl.formatMessage({ id: 'threads.column.lastMessage' }),
        isSortable: false,
        size: { width: 300 },
        cell: ({ row }) => <LastMessage thread={row} />,
      },
      {
        id: 'messages',
        header: intl.formatMessage({ id: 'threads.column.messages' }),
        isSortable: false,
        isNumeric: true,
        size: { width: 0, minWidth: 90 },
        cell: ({ row }) => intl.formatNumber(row.thread.messageCount),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'threads.column.status' }),
        isSortable: false,
        size: { width: 0, minWidth: 100 },
        cell: ({ row }) => <ThreadStatusBadge isReviewed={row.thread.isReviewed} />,
      },
    ],
    [intl],
  );

  // A spinner until the first answer; then the filter and the table, the page kept while the next loads.
  if (threads.isPending) return <Spinner />;
  return (
    <div className={styles.body}>
      <div className={styles.filter}>
        <Select
          label={intl.formatMessage({ id: 'threads.filter.status' })}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `threads.filter.${value}` }),
          }))}
          value={status}
          isClearable={false}
          onChange={(value) => {
            setStatus((value as StatusFilter | null) ?? 'OPEN');
            setPaging((current) => ({ ...current, page: 0 }));
          }}
        />
      </div>
      <DataTable<StatementThread>
        key={status}
        aria-label={intl.formatMessage({ id: 'threads.tableLabel' })}
        columns={columns}
        result={result}
        isLoading={threads.isFetching && threads.isPlaceholderData}
        onQueryChange={onQueryChange}
        getRowId={(row) => String(row.id)}
        isSearchable={false}
        emptyState={intl.formatMessage({ id: `threads.empty.${status}` })}
        alert={
          threads.error
            ? {
                tone: 'error',
                title: intl.formatMessage(
                  { id: 'threads.listLoadError' },
                  { message: threads.error.message },
                ),
              }
            : undefined
        }
        initialState={{ pageSize: paging.limit }}
        selectionMode={canReview ? 'multiple' : 'none'}
        // A reviewed thread has nothing left to review.
        isSelectable={(row) => !row.thread.isReviewed}
        selectedKeys={shownSelection}
        onSelectionChange={setSelected}
        bulkActions={(keys) => (
          <Button
            variant="primary"
            size="small"
            isDisabled={review.isPending}
            onPress={() => void reviewSelected(keys)}
          >
            <FormattedMessage id="threads.markReviewed" />
          </Button>
        )}
      />
    </div>
  );
}

/** A row's latest message: its first words, then who wrote it and when. */
function LastMessage({ thread }: { thread: StatementThread }) {
  const intl = useIntl();
  const last = thread.thread.lastMessage;
  if (!last) return null;
  return (
    <span className={styles.lastMessage}>
      <span className={styles.excerpt}>{excerpt(last.content, ROW_EXCERPT_LENGTH)}</span>
      <span className={styles.muted}>
        {intl.formatMessage(
          { id: 'threads.lastBy' },
          {
            name: last.authorFullName || intl.formatMessage({ id: 'threads.formerUser' }),
            date: dateTime(intl, last.createdAt),
          },
        )}
      </span>
    </span>
  );
}
