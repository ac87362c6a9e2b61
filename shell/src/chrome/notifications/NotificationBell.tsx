import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Session } from '@accrue/remote-runtime';
import { useNotificationFeed } from './useNotificationFeed';
import * as styles from './NotificationBell.css';

// The popover (its list, overlay, avatars, confirmation and labels) loads when it is first wanted:
// the chrome's first paint carries the button and its count alone. Hovering or focusing the bell
// starts the download.
const loadPopover = () => import('./NotificationsPopover');
const NotificationsPopover = lazy(loadPopover);
const preloadPopover = () => void loadPopover().catch(() => undefined);

/**
 * The header strip's bell (spec doc 1 §2.5, §4), for a session with notifications: a dot while any
 * notification is unread; pressing it opens the popover of notifications.
 */
export function NotificationBell({ session }: { session: Session }) {
  const intl = useIntl();
  const feed = useNotificationFeed(session);
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const unread = feed.unreadCount > 0;

  return (
    <>
      {/* A plain button, styled as the header strip's links beside it (the kit's Button takes no class). */}
      <button
        ref={trigger}
        type="button"
        className={styles.bell}
        aria-label={
          unread
            ? intl.formatMessage({ id: 'notifications.bellUnread' }, { count: feed.unreadCount })
            : intl.formatMessage({ id: 'notifications.title' })
        }
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
      >
        <span className={styles.icon} />
        <FormattedMessage id="notifications.title" />
        {unread ? <span className={styles.dot} data-testid="notifications-dot" /> : null}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <NotificationsPopover
            session={session}
            feed={feed}
            triggerRef={trigger}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
