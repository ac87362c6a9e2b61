import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, Spinner } from '@accrue/ui-kit';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { commentsHref } from './links';
import { dateTime, reviewFailure, scopeLabel } from './model';
import { MessageForm } from './MessageForm';
import {
  useDeleteMessage,
  useEditMessage,
  useReply,
  useReviewThreads,
  useStatementThreads,
  useThreadMessages,
  type StatementThread,
} from './queries';
import { ThreadMessageItem } from './ThreadMessageItem';
import { ThreadStatusBadge } from './ThreadStatusBadge';
import { WhoCanSee } from './WhoCanSee';
import * as styles from './CommentsPanel.css';

/**
 * One thread of the statement (doc 2 §2 /statements/{id}/comments/{stid}): what it is about, where
 * its review stands, its messages oldest first, and what the viewer may do — reply (who may
 * comment), edit or delete their own messages, mark it reviewed (who reviews threads).
 */
export function ThreadView({ statementId, threadId }: { statementId: number; threadId: number }) {
  const intl = useIntl();
  const threads = useStatementThreads(statementId);
  const thread = threads.data?.find((candidate) => candidate.id === threadId);
  const back = (
    <Link href={commentsHref(statementId)}>{intl.formatMessage({ id: 'threads.backToList' })}</Link>
  );

  if (threads.error)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'threads.loadError' }, { message: threads.error.message })}
      />
    );
  if (!threads.data) return <Spinner />;
  // A thread whose last message was deleted is gone, as is one of a link kept from before.
  if (!thread)
    return (
      <div className={styles.stack}>
        <p className={styles.muted}>{intl.formatMessage({ id: 'threads.gone' })}</p>
        <p className={styles.muted}>{back}</p>
      </div>
    );
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{back}</p>
      <ThreadHeader thread={thread} />
      <Conversation thread={thread} />
    </div>
  );
}

/** What the thread is about, whether it was reviewed (by whom, when) and who can read it. */
function ThreadHeader({ thread }: { thread: StatementThread }) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const review = useReviewThreads();
  const { isReviewed, reviewedAt, reviewedBy } = thread.thread;

  const markReviewed = async () => {
    try {
      const failure = reviewFailure(intl, await review.mutateAsync([thread.id]));
      snackbar.show(
        failure
          ? { tone: 'error', message: failure }
          : { tone: 'success', message: intl.formatMessage({ id: 'threads.markedReviewed' }, { count: 1 }) },
      );
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage(
          { id: 'threads.reviewFailed' },
          { count: 1, message: (error as Error).message },
        ),
      });
    }
  };

  return (
    <>
      <div className={styles.threadHeader}>
        <Heading level={3}>{scopeLabel(intl, thread.computedScope)}</Heading>
        <ThreadStatusBadge isReviewed={isReviewed} />
      </div>
      {isReviewed ? (
        <p className={styles.muted}>
          {intl.formatMessage(
            { id: 'threads.reviewedBy' },
            {
              name: reviewedBy?.fullName ?? intl.formatMessage({ id: 'threads.formerUser' }),
              date: reviewedAt ? dateTime(intl, reviewedAt) : '—',
            },
          )}
        </p>
      ) : null}
      <div className={styles.actions}>
        {session.can('REVIEW_THREADS') && !isReviewed ? (
          <Button
            variant="primary"
            size="small"
            isDisabled={review.isPending}
            onPress={() => void markReviewed()}
          >
            <FormattedMessage id="threads.markReviewed" />
          </Button>
        ) : null}
        <WhoCanSee statementId={thread.statementId} />
      </div>
    </>
  );
}

/** The thread's messages oldest first, each its author's to edit or delete, and the reply box. */
function Conversation({ thread }: { thread: StatementThread }) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const { statementId, id: threadId } = thread;
  const messages = useThreadMessages(statementId, threadId);
  const reply = useReply(statementId, threadId);
  const edit = useEditMessage(statementId, threadId);
  const remove = useDeleteMessage(statementId, threadId);
  const canComment = session.can('COMMENT_STATEMENTS');
  const me = session.me.user.id;

  /** Runs a write, says how it went, and answers whether it went through. */
  const attempt = async (write: () => Promise<unknown>, success: string | null, failure: string) => {
    try {
      await write();
      if (success) snackbar.show({ tone: 'success', message: intl.formatMessage({ id: success }) });
      return true;
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage({ id: failure }, { message: (error as Error).message }),
      });
      return false;
    }
  };

  const list = messages.data ?? [];
  return (
    <>
      {messages.error ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'threads.messagesLoadError' }, { message: messages.error.message })}
        />
      ) : !messages.data ? (
        <Spinner />
      ) : (
        <ol className={styles.messages} aria-label={intl.formatMessage({ id: 'threads.messages' })}>
          {list.map((message) => (
            <ThreadMessageItem
              key={message.id}
              message={message}
              // Only its author may change a message (doc 3 §6), and only while they may comment.
              isOwn={canComment && message.authorId === me}
              isLast={list.length === 1}
              isPending={edit.isPending || remove.isPending}
              onEdit={(content) =>
                attempt(
                  () => edit.mutateAsync({ messageId: message.id, content }),
                  'threads.updated',
                  'threads.updateFailed',
                )
              }
              onDelete={async () => {
                await attempt(
                  () => remove.mutateAsync(message.id),
                  'threads.deleted',
                  'threads.deleteFailed',
                );
              }}
            />
          ))}
        </ol>
      )}
      {canComment ? (
        <MessageForm
          name={intl.formatMessage({ id: 'threads.reply' })}
          label={intl.formatMessage({ id: 'threads.reply' })}
          submitLabel={intl.formatMessage({ id: 'threads.send' })}
          isPending={reply.isPending}
          onSubmit={(content) => attempt(() => reply.mutateAsync(content), null, 'threads.replyFailed')}
        />
      ) : null}
    </>
  );
}
