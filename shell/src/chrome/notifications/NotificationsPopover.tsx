import { Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
// The kit's Popover is capped at 300 px (doc 3 §9), this one at 500 (doc 1 §9): react-aria's own
// parts here, styled below. The shell provides the kit to every container, so these are the very
// modules the kit's overlays run (one copy of react-aria, which the rule against these imports
// protects).
// eslint-disable-next-line no-restricted-imports
import { Dialog } from 'react-aria-components/Dialog';
// eslint-disable-next-line no-restricted-imports
import { Heading } from 'react-aria-components/Heading';
// eslint-disable-next-line no-restricted-imports
import { Popover } from 'react-aria-components/Popover';
import { Button, Skeleton } from '@accrue/ui-kit';
import { Modal } from '@accrue/ui-kit/overlays';
import { LAYER_STEP, zIndex } from '@accrue/ui-kit/theme';
import { withPageMessages, type Session } from '@accrue/remote-runtime';
import {
  LOAD_MORE_THRESHOLD,
  marksReadOnOpen,
  POPOVER_MAX_HEIGHT,
  POPOVER_WIDTH,
  readCheckpoint,
  SKELETON_ROWS,
} from './list-model';
import type { Notification, NotificationPage } from './model';
import { notificationsMessages } from './messages';
import { NotificationItem } from './NotificationItem';
import { useNotificationPages } from './useNotificationPages';
import { useWhenSeen } from './useWhenSeen';
import type { NotificationFeed } from './useNotificationFeed';
import * as styles from './NotificationsPopover.css';

/**
 * Below the modal layer, unlike the kit's popovers (which open from modals): its "Mark all as
 * read" confirmation is a modal that must show over it.
 */
const LAYER = zIndex.modal - LAYER_STEP / 2;

interface NotificationsPopoverProps {
  session: Session;
  feed: NotificationFeed;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The bell's popover (spec doc 1 §4, §9): the notifications newest first, 24 at a time as it
 * scrolls. Opening it marks them read (not for a super-admin); "Mark all as read" does so on demand.
 * Its labels download with it.
 */
function NotificationsPopover({ session, feed, triggerRef, onClose }: NotificationsPopoverProps) {
  const { setUnreadCount } = feed;
  const markRead = useCallback(
    async (notifications: readonly Notification[]): Promise<boolean> => {
      const lastCheck = readCheckpoint(notifications);
      if (!lastCheck) return false;
      const { data } = await session.api.POST('/notifications/read-notifications', { body: { lastCheck } });
      if (data) setUnreadCount(data.unreadCount);
      return data !== undefined;
    },
    [session, setUnreadCount],
  );
  const onFirstPage = (page: NotificationPage) => {
    if (page.unreadCount > 0 && marksReadOnOpen(session)) void markRead(page.items).catch(() => undefined);
  };
  const pages = useNotificationPages(session.api, feed.subscribe, onFirstPage);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useWhenSeen(scroller, pages.loadMore);
  // The next page is asked for once this notification scrolls into view (doc 1 §9: within 10 of the end).
  const sentinel = pages.hasMore ? Math.max(0, pages.items.length - LOAD_MORE_THRESHOLD) : -1;

  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="end top"
      offset={8}
      maxHeight={POPOVER_MAX_HEIGHT}
      className={styles.popover}
      style={{ width: POPOVER_WIDTH, zIndex: LAYER }}
    >
      <Dialog className={styles.dialog}>
        <header className={styles.header}>
          <Heading slot="title" level={2} className={styles.title}>
            <FormattedMessage id="notifications.title" />
          </Heading>
          {pages.items.length > 0 ? (
            <MarkAllAsRead
              onConfirm={async () => {
                if (await markRead(pages.items)) pages.showAllRead();
              }}
            />
          ) : null}
        </header>
        <div ref={scroller} className={styles.body} tabIndex={0} aria-busy={pages.loading}>
          {pages.items.length > 0 ? (
            // The avatars' labels may still be downloading: the list waits for them here, so the
            // open dialog, which holds the focus, is never hidden meanwhile.
            <Suspense fallback={<SkeletonRows />}>
              <ul className={styles.list}>
                {pages.items.map((notification, index) => (
                  <NotificationItem
                    key={notification.id}
                    ref={index === sentinel ? seen : undefined}
                    notification={notification}
                    onNavigate={onClose}
                  />
                ))}
              </ul>
            </Suspense>
          ) : null}
          {pages.loading ? <SkeletonRows /> : null}
          {!pages.loading && pages.items.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id={pages.failed ? 'notifications.failed' : 'notifications.empty'} />
            </p>
          ) : null}
        </div>
      </Dialog>
    </Popover>
  );
}

function SkeletonRows() {
  return (
    <div className={styles.skeletons}>
      <span role="status" className={styles.visuallyHidden}>
        <FormattedMessage id="page.loading" />
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <span key={index} className={styles.row}>
          <Skeleton shape="circle" width={32} />
          <span className={styles.text}>
            <Skeleton width="85%" />
            <Skeleton width="25%" />
          </span>
        </span>
      ))}
    </div>
  );
}

/** The button, and the confirmation it asks for first (spec doc 1 §4). */
function MarkAllAsRead({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const proceed = () => {
    setBusy(true);
    onConfirm()
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        setConfirming(false);
      });
  };
  return (
    <>
      <Button variant="ghost" size="small" onPress={() => setConfirming(true)}>
        <FormattedMessage id="notifications.markAllRead" />
      </Button>
      {confirming ? (
        <Modal
          isOpen
          onOpenChange={setConfirming}
          size="SMALL"
          title={<FormattedMessage id="notifications.markAllRead.title" />}
          actions={
            <>
              <Button variant="secondary" onPress={() => setConfirming(false)}>
                <FormattedMessage id="notifications.markAllRead.cancel" />
              </Button>
              <Button variant="primary" isDisabled={busy} onPress={proceed}>
                <FormattedMessage id="notifications.markAllRead.proceed" />
              </Button>
            </>
          }
        >
          <FormattedMessage id="notifications.markAllRead.body" />
        </Modal>
      ) : null}
    </>
  );
}

export default withPageMessages(notificationsMessages, NotificationsPopover);
