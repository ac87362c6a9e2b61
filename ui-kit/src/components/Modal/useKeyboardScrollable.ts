import { useEffect, useState } from 'react';

/**
 * Keyboard users can scroll only a box that holds the focus. A scrolling box of plain text has
 * nothing focusable, so this makes the box itself a tab stop (tabIndex 0) while, and only while,
 * its content overflows. Used by the modal body, the drawer body and the popover.
 *
 * Returns a callback ref for the box (it may mount later than its owner, inside an overlay) and
 * the tabIndex to give it.
 */
export function useKeyboardScrollable(): {
  ref: (node: HTMLElement | null) => void;
  tabIndex: 0 | undefined;
} {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    if (!node) return;
    const measure = () =>
      setOverflows(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
    measure();
    // The box's own size stops changing once capped by max-height; its children's sizes do not,
    // so they are observed too, and re-listed when the content changes.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    const observeAll = () => {
      resize?.disconnect();
      resize?.observe(node);
      for (const child of Array.from(node.children)) resize?.observe(child);
    };
    observeAll();
    const mutations = new MutationObserver(() => {
      observeAll();
      measure();
    });
    mutations.observe(node, { childList: true, subtree: true, characterData: true });
    return () => {
      resize?.disconnect();
      mutations.disconnect();
    };
  }, [node]);

  return { ref: setNode, tabIndex: overflows ? 0 : undefined };
}
