import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * A ref for an element inside the scrolling `root`: `onSeen` runs each time the element scrolls
 * into view (and at once when it is given while already in view, such as after a page that did not
 * fill the list).
 */
export function useWhenSeen(root: RefObject<HTMLElement | null>, onSeen: () => void) {
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { root: root.current },
      );
      observer.current.observe(element);
    },
    [root],
  );
}
