import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Spinner } from '@accrue/ui-kit';
import { Popover } from '@accrue/ui-kit/overlays';
import { useUsersAllowedToView } from './queries';
import * as styles from './CommentsPanel.css';

/**
 * "Who can see this" (doc 3 §3 users allowed to view): the statement's person, their managers and
 * the administrators and finance users who reach it, by name and role; asked for when opened.
 */
export function WhoCanSee({ statementId }: { statementId: number }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const viewers = useUsersAllowedToView(statementId, { enabled: isOpen });
  const title = intl.formatMessage({ id: 'threads.viewers.title' });

  return (
    <Popover
      trigger={
        <Button variant="secondary" size="small">
          <FormattedMessage id="threads.viewers" />
        </Button>
      }
      title={title}
      width={280}
      placement="bottom end"
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      {viewers.error ? (
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'threads.viewers.loadError' }, { message: viewers.error.message })}
        </p>
      ) : !viewers.data ? (
        <Spinner />
      ) : (
        <ul className={styles.viewers} aria-label={title}>
          {viewers.data.map((user) => (
            <li key={user.id}>
              {user.fullName}{' '}
              <span className={styles.muted}>
                {intl.formatMessage({ id: `threads.role.${user.role}`, defaultMessage: user.role })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
