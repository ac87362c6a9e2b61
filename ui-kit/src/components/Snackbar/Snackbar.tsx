import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Tone } from '../Alert/icons';
import { SNACKBAR_MAX_VISIBLE, SNACKBAR_TIMEOUT_MS, SnackbarQueue } from './snackbarQueue';

export { SNACKBAR_MAX_VISIBLE, SNACKBAR_TIMEOUT_MS } from './snackbarQueue';

export type SnackbarTone = Tone;

export interface SnackbarAction {
  label: string;
  /** Runs the action; the snackbar then closes. */
  onAction: () => void;
}

export interface SnackbarOptions {
  tone?: SnackbarTone;
  message: ReactNode;
  /** One button, such as Undo or Retry. */
  action?: SnackbarAction;
  /**
   * Milliseconds before it closes by itself (paused while the pointer or the focus is on the
   * snackbars); null keeps it until dismissed. Default: 5000, or no timeout when it has an
   * action, so that nobody loses an action they had no time to reach.
   */
  timeoutMs?: number | null;
  /** Called once when it closes, however it closes. */
  onClose?: () => void;
}

export interface SnackbarApi {
  /** Shows a snackbar; returns its key for `dismiss`. */
  show: (options: SnackbarOptions) => string;
  dismiss: (key: string) => void;
  dismissAll: () => void;
}

/** What the region renders for one snackbar. */
export interface SnackbarContent {
  tone: SnackbarTone;
  message: ReactNode;
  action?: SnackbarAction;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

// The region (react-aria's toast hooks and landmark, its styles) loads with the first snackbar
// shown: every page mounts the provider, few ever show a snackbar, and an empty region renders
// nothing anyway.
const SnackbarRegion = lazy(() => import('./SnackbarRegion'));
const NOT_SHOWING = () => false;

export interface SnackbarProviderProps {
  children: ReactNode;
  /** At most this many show at once (spec: 5); a new one closes the oldest beyond it. */
  maxVisible?: number;
}

/**
 * Holds the application's snackbars and shows them in a "Notifications" landmark at the bottom
 * of the window, on the snackbar layer. Mount it once, inside AccrueProvider. At most 5 show at
 * once: showing another closes the oldest (see `SnackbarQueue`). Each is announced politely
 * (role status), can be dismissed, and closes by itself unless the pointer or the focus is on the
 * snackbars (F6 reaches them from the keyboard).
 */
export function SnackbarProvider({ children, maxVisible = SNACKBAR_MAX_VISIBLE }: SnackbarProviderProps) {
  const [queue] = useState(() => new SnackbarQueue<SnackbarContent>(maxVisible));
  // No timer may outlive the provider.
  useEffect(() => () => queue.clear(), [queue]);
  const api = useMemo<SnackbarApi>(
    () => ({
      show: ({ tone = 'info', message, action, timeoutMs, onClose }) =>
        queue.add(
          { tone, message, action },
          { timeoutMs: timeoutMs === undefined ? (action ? null : SNACKBAR_TIMEOUT_MS) : timeoutMs, onClose },
        ),
      dismiss: (key) => queue.close(key),
      dismissAll: () => queue.clear(),
    }),
    [queue],
  );
  const isShowing = useSyncExternalStore(queue.subscribe, () => queue.visible.length > 0, NOT_SHOWING);
  // Once loaded, the region stays mounted (react-aria keeps focus sensible as snackbars close).
  const [hasShown, setHasShown] = useState(false);
  if (isShowing && !hasShown) setHasShown(true);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {isShowing || hasShown ? (
        <Suspense fallback={null}>
          <SnackbarRegion queue={queue} />
        </Suspense>
      ) : null}
    </SnackbarContext.Provider>
  );
}

/** Shows and dismisses snackbars; needs a SnackbarProvider above. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a <SnackbarProvider> above it.');
  return api;
}
