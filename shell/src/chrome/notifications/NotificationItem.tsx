import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@accrue/ui-kit';
import { Avatar } from '@accrue/ui-kit/display';
import { authorNameOf, isFailedExport, linkOf, relativeTimeOf } from './list-model';
import type { Notification } from './model';
import * as styles from './NotificationsPopover.css';

interface NotificationItemProps {
  notification: Notification;
  /** Called when its link is followed (the popover then closes). */
  onNavigate: () => void;
  ref?: Ref<HTMLLIElement>;
}

/**
 * One notification: its author's initials (a dot on them while unread), its text and how long ago
 * it came; the whole row is a link when it has one.
 */
export function NotificationItem({ notification, onNavigate, ref }: NotificationItemProps) {
  const href = linkOf(notification);
  const unread = !notification.read;
  const row = (
    <>
      <AuthorBadge notification={notification} unread={unread} />
      <span className={styles.text}>
        {unread ? (
          <span className={styles.visuallyHidden}>
            <FormattedMessage id="notifications.unread" />{' '}
          </span>
        ) : null}
        <span className={styles.content}>
          {isFailedExport(notification) ? (
            <>
              <FormattedMessage id="notifications.exportError" />{' '}
            </>
          ) : null}
          {notification.content}
        </span>
        <RelativeTime createdAt={notification.createdAt} />
      </span>
    </>
  );
  return (
    <li ref={ref} className={unread ? styles.unreadItem : styles.item} data-unread={unread || undefined}>
      {href ? (
        <Link href={href} className={styles.linkRow} onPress={onNavigate}>
          {row}
        </Link>
      ) : (
        <span className={styles.row}>{row}</span>
      )}
    </li>
  );
}

/** The author's initials when the notification names them, a generic icon otherwise. */
function AuthorBadge({ notification, unread }: { notification: Notification; unread: boolean }) {
  const name = authorNameOf(notification);
  return (
    <span className={styles.badge}>
      {name ? (
        // The text says who wrote; the initials are not read out again.
        <Avatar name={name} size={32} isDecorative />
      ) : (
        <span className={styles.systemIcon}>
          <SystemIcon />
        </span>
      )}
      {unread ? <span className={styles.unreadDot} /> : null}
    </span>
  );
}

function RelativeTime({ createdAt }: { createdAt: string }) {
  const intl = useIntl();
  const { value, unit } = relativeTimeOf(createdAt);
  return (
    <time
      dateTime={createdAt}
      title={intl.formatDate(createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      className={styles.time}
    >
      {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
    </time>
  );
}

/** What stands for a notification without a named author (an export, the product itself). */
function SystemIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm1.2 8H6.8v-1h.7V8h-.7V7h2v4h.4v1Z"
        fill="currentColor"
      />
    </svg>
  );
}
