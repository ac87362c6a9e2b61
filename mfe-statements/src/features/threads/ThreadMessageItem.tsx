import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { Modal } from '@accrue/ui-kit/overlays';
import { dateTime } from './model';
import { MessageForm } from './MessageForm';
import type { ThreadMessage } from './queries';
import * as styles from './CommentsPanel.css';

/**
 * One message of a thread: its author, when it was written, whether it was edited since, and its
 * text. Its author (`isOwn`) may edit it in place or delete it once they confirm (doc 3 §6);
 * `onEdit` answers whether the API took the new text.
 */
export function ThreadMessageItem({
  message,
  isOwn,
  isLast,
  isPending,
  onEdit,
  onDelete,
}: {
  message: ThreadMessage;
  isOwn: boolean;
  /** The thread's only message: deleting it deletes the thread, which the confirmation says. */
  isLast: boolean;
  isPending: boolean;
  onEdit: (content: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const author = message.authorFullName || intl.formatMessage({ id: 'threads.formerUser' });

  return (
    <li className={styles.message} data-testid="thread-message" aria-label={author}>
      <div className={styles.messageHeader}>
        <span className={styles.author}>{author}</span>
        <time className={styles.muted} dateTime={message.createdAt}>
          {dateTime(intl, message.createdAt)}
        </time>
        {message.editedAt ? (
          <span className={styles.muted} title={dateTime(intl, message.editedAt)}>
            <FormattedMessage id="threads.edited" />
          </span>
        ) : null}
      </div>
      {editing ? (
        <MessageForm
          name={intl.formatMessage({ id: 'threads.editMessage' })}
          label={intl.formatMessage({ id: 'threads.message' })}
          submitLabel={intl.formatMessage({ id: 'threads.save' })}
          initialContent={message.content}
          isPending={isPending}
          onSubmit={async (content) => {
            const edited = content === message.content || (await onEdit(content));
            if (edited) setEditing(false);
            return edited;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.content}>{message.content}</p>
      )}
      {isOwn && !editing ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" isDisabled={isPending} onPress={() => setEditing(true)}>
            <FormattedMessage id="threads.edit" />
          </Button>
          <Button
            variant="secondary"
            size="small"
            isDisabled={isPending}
            onPress={() => setConfirmingDelete(true)}
          >
            <FormattedMessage id="threads.delete" />
          </Button>
        </div>
      ) : null}
      {confirmingDelete ? (
        <Modal
          isOpen
          onOpenChange={(open) => !open && !isPending && setConfirmingDelete(false)}
          title={intl.formatMessage({ id: 'threads.deleteTitle' })}
          size="SMALL"
          variant="DANGER"
          actions={
            <>
              <Button variant="secondary" isDisabled={isPending} onPress={() => setConfirmingDelete(false)}>
                <FormattedMessage id="threads.cancel" />
              </Button>
              <Button
                variant="danger"
                isDisabled={isPending}
                onPress={() => void onDelete().then(() => setConfirmingDelete(false))}
              >
                <FormattedMessage id="threads.delete" />
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage({ id: isLast ? 'threads.deleteConfirmLast' : 'threads.deleteConfirm' })}</p>
        </Modal>
      ) : null}
    </li>
  );
}
