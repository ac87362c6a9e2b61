import { useMemo, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

import type { QueuedToast, ToastState } from 'react-aria-components/Toast';
import { useToast, useToastRegion } from 'react-aria/useToast';
import { Button } from '../Button/Button';
import { CloseButton, ToneIcon } from '../Alert/icons';
import type { SnackbarContent } from './Snackbar';
import type { QueuedSnackbar, SnackbarQueue } from './snackbarQueue';
import * as styles from './Snackbar.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { overlayMessages } from '../../i18n/catalogue/overlays';

/**
 * The snackbars, through react-aria's toast hooks: a landmark region (F6 reaches it), focus kept
 * sensible when a focused snackbar closes, countdowns paused while hovered or focused. Our queue
 * stands in for react-aria's so that a sixth snackbar closes the oldest rather than hiding it.
 */
export default function SnackbarRegion({ queue }: { queue: SnackbarQueue<SnackbarContent> }) {
  const intl = useKitIntl(overlayMessages);
  const visible = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const state = useMemo<ToastState<SnackbarContent>>(
    () => ({
      // The hooks only read the list; timers are the queue's own (no `timer` here).
      visibleToasts: visible as QueuedSnackbar<SnackbarContent>[] as QueuedToast<SnackbarContent>[],
      add: (content, options) =>
        queue.add(content, { timeoutMs: options?.timeout, onClose: options?.onClose }),
      close: (key) => queue.close(key),
      pauseAll: () => queue.pauseAll(),
      resumeAll: () => queue.resumeAll(),
    }),
    [queue, visible],
  );
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion(
    { 'aria-label': intl.formatMessage({ id: 'kit.overlays.snackbar.region' }) },
    state,
    ref,
  );
  if (visible.length === 0) return null;
  return createPortal(
    <div {...regionProps} ref={ref} className={styles.region}>
      <ol className={styles.list}>
        {state.visibleToasts.map((toast) => (
          <li key={toast.key} className={styles.item}>
            <Snackbar toast={toast} state={state} />
          </li>
        ))}
      </ol>
    </div>,
    document.body,
  );
}

function Snackbar({
  toast,
  state,
}: {
  toast: QueuedToast<SnackbarContent>;
  state: ToastState<SnackbarContent>;
}) {
  const intl = useKitIntl(overlayMessages);
  const ref = useRef<HTMLDivElement>(null);
  const { toastProps, contentProps, titleProps } = useToast({ toast }, state, ref);
  const { tone, message, action } = toast.content;
  const close = () => state.close(toast.key);
  return (
    <div
      {...toastProps}
      ref={ref}
      data-tone={tone}
      data-snackbar={toast.key}
      className={`${styles.snackbar} ${styles.tones[tone]}`}
    >
      {/* Announced politely: react-aria's role "alert" would interrupt the user for every message. */}
      <div {...contentProps} role="status" aria-live="polite" className={styles.content}>
        <ToneIcon tone={tone} label={intl.formatMessage({ id: `kit.overlays.tone.${tone}` })} />
        <div {...titleProps} className={styles.message}>
          {message}
        </div>
      </div>
      {action ? (
        <Button
          variant="ghost"
          size="small"
          onPress={() => {
            action.onAction();
            close();
          }}
        >
          {action.label}
        </Button>
      ) : null}
      <CloseButton label={intl.formatMessage({ id: 'kit.overlays.snackbar.dismiss' })} onPress={close} />
    </div>
  );
}
