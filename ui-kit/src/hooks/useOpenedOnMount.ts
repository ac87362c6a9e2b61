import { useEffect, useRef, useState } from 'react';

/**
 * The open state of an overlay that a stand-in button loaded on its first press (the table's
 * column menu, the page-size select): shown, it opens at once when `openOnMount`. Its own trigger
 * takes the focus first, so that the overlay, closing, gives the focus back to it (the stand-in
 * that had it is gone).
 */
export function useOpenedOnMount<T extends HTMLElement>(openOnMount: boolean) {
  const trigger = useRef<T>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openOnMount) return;
    trigger.current?.focus();
    setOpen(true);
  }, [openOnMount]);
  return { trigger, isOpen, setOpen };
}
