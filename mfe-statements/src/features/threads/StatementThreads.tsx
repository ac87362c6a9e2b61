import { useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Alert, Heading, Link, Spinner } from '@accrue/ui-kit';
import type { StatementDetail } from '../statements/api';
import { commentsHref } from './links';
import { dateTime, excerpt, scopeLabel } from './model';
import { NewThreadForm } from './NewThreadForm';
import { useStatementThreads, type StatementThread } from './queries';
import { ThreadStatusBadge } from './ThreadStatusBadge';
import * as styles from './CommentsPanel.css';

/**
 * The statement's threads, the latest message first (doc 3 §2), each opening its conversation,
 * under the form that starts a new one for those who may comment (`ruleId` preselects a rule).
 */
export function StatementThreads({
  statement,
  ruleId,
}: {
  statement: StatementDetail;
  ruleId?: string | null;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const threads = useStatementThreads(statement.id);

  return (
    <div className={styles.stack}>
      {session.can('COMMENT_STATEMENTS') ? (
        <div className={styles.stack}>
          <Heading level={3}>{intl.formatMessage({ id: 'threads.new' })}</Heading>
          <NewThreadForm key={ruleId ?? ''} statement={statement} ruleId={ruleId} />
        </div>
      ) : null}
      <section aria-labelledby="statement-threads" className={styles.stack}>
        <Heading level={3} id="statement-threads">
          {intl.formatMessage({ id: 'threads.ofStatement' })}
        </Heading>
        {threads.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'threads.loadError' }, { message: threads.error.message })}
          />
        ) : !threads.data ? (
          <Spinner />
        ) : threads.data.length ? (
          <ul className={styles.threads}>
            {threads.data.map((thread) => (
              <ThreadSummary key={thread.id} thread={thread} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{intl.formatMessage({ id: 'threads.none' })}</p>
        )}
      </section>
    </div>
  );
}

/** A thread in the list: what it is about, who started it, its latest message and whether it was reviewed. */
function ThreadSummary({ thread }: { thread: StatementThread }) {
  const intl = useIntl();
  const { lastMessage } = thread.thread;
  return (
    <li className={styles.thread} data-testid="statement-thread">
      <div className={styles.threadHeader}>
        <Link href={commentsHref(thread.statementId, thread.id)}>
          {scopeLabel(intl, thread.computedScope)}
        </Link>
        <ThreadStatusBadge isReviewed={thread.thread.isReviewed} />
      </div>
      <p className={styles.muted}>
        {intl.formatMessage(
          { id: 'threads.startedBy' },
          {
            name: thread.thread.createdBy?.fullName ?? intl.formatMessage({ id: 'threads.formerUser' }),
            count: thread.thread.messageCount,
          },
        )}
      </p>
      {lastMessage ? (
        <>
          <p className={styles.excerpt}>{excerpt(lastMessage.content)}</p>
          <p className={styles.muted}>
            {intl.formatMessage(
              { id: 'threads.lastBy' },
              {
                name: lastMessage.authorFullName || intl.formatMessage({ id: 'threads.formerUser' }),
                date: dateTime(intl, lastMessage.createdAt),
              },
            )}
          </p>
        </>
      ) : null}
    </li>
  );
}
