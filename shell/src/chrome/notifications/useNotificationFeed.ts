import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '@accrue/remote-runtime';
import { UNREAD_POLL_MS, type Notification } from './model';

/**
 * The stream opens this long after the bell mounts, its code downloaded then. The unread count is
 * asked at once and the popover reads its list when opened, so nothing is missed meanwhile; it
 * keeps the stream out of the page's first load, and lets tools that wait for an idle network see
 * one (Playwright's `networkidle` ignores EventSource requests, not a streamed fetch, which never
 * ends).
 */
export const STREAM_START_DELAY_MS = 15_000;

/** What the bell knows between openings of its popover, and what the popover hears live. */
export interface NotificationFeed {
  unreadCount: number;
  /** What a mark-read answered (the count the server holds after it). */
  setUnreadCount(count: number): void;
  /** Hears each notification pushed live; returns the way to stop. */
  subscribe(listener: (notification: Notification) => void): () => void;
}

/**
 * The signed-in user's unread count (for a session with notifications: `hasNotifications`), asked
 * every 15 s while the page is visible (a limit of 0: the count without the list), and kept up
 * between asks by the real-time stream, whose notifications are also handed to the open popover.
 */
export function useNotificationFeed(session: Session): NotificationFeed {
  const [unreadCount, setUnreadCount] = useState(0);
  const listeners = useRef(new Set<(notification: Notification) => void>());

  useEffect(() => {
    let current = true;
    const ask = () => {
      if (document.hidden) return;
      session.api
        .GET('/notifications', { params: { query: { limit: 0 } } })
        .then(({ data }) => current && data && setUnreadCount(data.unreadCount))
        .catch(() => undefined);
    };
    ask();
    const timer = window.setInterval(ask, UNREAD_POLL_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [session]);

  useEffect(() => {
    const controller = new AbortController();
    const onNotification = (notification: Notification) => {
      if (!notification.read) setUnreadCount((count) => count + 1);
      for (const listener of listeners.current) listener(notification);
    };
    const timer = window.setTimeout(() => {
      import('./stream')
        .then(({ followNotifications }) =>
          followNotifications(session.api, onNotification, controller.signal),
        )
        .catch(() => undefined);
    }, STREAM_START_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [session]);

  const subscribe = useCallback((listener: (notification: Notification) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  return { unreadCount, setUnreadCount, subscribe };
}
