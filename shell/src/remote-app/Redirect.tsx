import { useEffect } from 'react';
import { fallbackRoute, useSession } from './session-context';

export function Redirect({ to }: { to: string }) {
  useEffect(() => {
    // single-spa patches replaceState, so this re-routes without adding a history entry.
    window.history.replaceState(window.history.state, '', to);
  }, [to]);
  return null;
}

/** Spec doc 1 §2.2: the root and any unknown path land on /home (or /statements without home). */
export default function RedirectToFallback() {
  return <Redirect to={fallbackRoute(useSession())} />;
}
