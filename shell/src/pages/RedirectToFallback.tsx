import { useEffect } from 'react';
import { fallbackRoute, useSession } from '@accrue/remote-runtime';

/** Spec doc 1 §2.2: the root lands on /home (or /statements for whoever may not see home). */
export default function RedirectToFallback() {
  const to = fallbackRoute(useSession());
  useEffect(() => {
    // single-spa patches replaceState, so this re-routes without adding a history entry.
    window.history.replaceState(window.history.state, '', to);
  }, [to]);
  return null;
}
