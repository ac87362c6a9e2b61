import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccrueClient } from '@accrue/sdk';
import type { NotificationFeed } from './useNotificationFeed';
import { mergeNotifications, PAGE_SIZE } from './list-model';
import type { Notification, NotificationPage } from './model';

interface Pages {
  items: Notification[];
  /** The last page read (0 before the first answer). */
  pagesRead: number;
  pageCount: number;
  loading: boolean;
  failed: boolean;
}

/**
 * The popover's list: pages of 24 read one after the other as it scrolls (`loadMore`), with the
 * notifications the stream pushes meanwhile on top. `onFirstPage` hears the first answer (the
 * popover marks what it shows read from it).
 */
export function useNotificationPages(
  api: AccrueClient,
  subscribe: NotificationFeed['subscribe'],
  onFirstPage: (page: NotificationPage) => void,
) {
  const [pages, setPages] = useState<Pages>({
    items: [],
    pagesRead: 0,
    pageCount: 1,
    loading: true,
    failed: false,
  });
  // What was read so far, for the callbacks (state would be one render late in an observer's call).
  const progress = useRef({ asking: false, pagesRead: 0, pageCount: 1, failed: false });
  const firstPageHeard = useRef(onFirstPage);
  useEffect(() => {
    firstPageHeard.current = onFirstPage;
  });

  const read = useCallback(
    (page: number) => {
      // One page at a time: the scroll that asks for the next page fires again while it loads.
      if (progress.current.asking) return;
      progress.current.asking = true;
      setPages((current) => ({ ...current, loading: true }));
      api
        .GET('/notifications', { params: { query: { page, limit: PAGE_SIZE } } })
        .then(({ data }) => {
          if (!data) throw new Error('The notifications could not be read');
          progress.current = { asking: false, pagesRead: page, pageCount: data.pageCount, failed: false };
          setPages((current) => ({
            items: mergeNotifications(current.items, data.items),
            pagesRead: page,
            pageCount: data.pageCount,
            loading: false,
            failed: false,
          }));
          if (page === 1) firstPageHeard.current(data);
        })
        .catch(() => {
          progress.current = { ...progress.current, asking: false, failed: true };
          setPages((current) => ({ ...current, loading: false, failed: true }));
        });
    },
    [api],
  );

  useEffect(() => read(1), [read]);

  useEffect(
    () =>
      subscribe((notification) =>
        setPages((current) => ({ ...current, items: mergeNotifications(current.items, [notification]) })),
      ),
    [subscribe],
  );

  const loadMore = useCallback(() => {
    const { pagesRead, pageCount, failed } = progress.current;
    if (!failed && pagesRead > 0 && pagesRead < pageCount) read(pagesRead + 1);
  }, [read]);
  const hasMore = !pages.failed && pages.pagesRead > 0 && pages.pagesRead < pages.pageCount;

  /** Shows every notification read (after "Mark all as read" succeeded). */
  const showAllRead = useCallback(
    () => setPages((current) => ({ ...current, items: current.items.map((n) => ({ ...n, read: true })) })),
    [],
  );

  return { ...pages, hasMore, loadMore, showAllRead };
}
