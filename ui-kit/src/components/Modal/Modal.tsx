import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';

import { ModalOverlay, Modal as AriaModal } from 'react-aria-components/Modal';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button } from '../Button/Button';
import { useKeyboardScrollable } from './useKeyboardScrollable';
import * as styles from './Modal.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { overlayMessages } from '../../i18n/catalogue/overlays';

/** Spec doc 3 §3: SMALL, MEDIUM, LARGE, XLARGE (sizes in Modal.css.ts). */
export type ModalSize = keyof typeof styles.sizes;
/** Spec doc 3 §3: DEFAULT, DANGER. */
export type ModalVariant = 'DEFAULT' | 'DANGER';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown in the footer. */
  actions?: ReactNode;
  size?: ModalSize;
  variant?: ModalVariant;
  /**
   * When false, clicking outside or pressing Escape does not close it and there is no Close
   * button: the modal shakes instead (spec doc 3 §4), so the user sees it waits for an answer.
   */
  isDismissable?: boolean;
}

export { MODAL_SIZES, SHAKE_MS } from './Modal.css';

/**
 * A modal dialog: focus trapped inside, restored on close, sized and coloured per the spec. The
 * DANGER variant is an alert dialog (screen readers announce it at once).
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  size = 'MEDIUM',
  variant = 'DEFAULT',
  isDismissable = true,
}: ModalProps) {
  const intl = useKitIntl(overlayMessages);
  // Counts shakes: each one alternates between two identical animations, so a click during a
  // shake restarts it (re-applying the same animation name would not).
  const [shakes, setShakes] = useState(0);
  const [shaking, setShaking] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const modalRef = useRef<HTMLDivElement>(null);
  const body = useKeyboardScrollable();

  const shake = useCallback(() => {
    window.clearTimeout(timer.current);
    setShakes((count) => count + 1);
    setShaking(true);
    timer.current = window.setTimeout(() => setShaking(false), styles.SHAKE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Escape is ignored when not dismissable; it shakes too, so keyboard users get the same answer.
  useEffect(() => {
    if (!isOpen || isDismissable) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && modalRef.current?.contains(document.activeElement)) shake();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, isDismissable, shake]);

  // Only a press on the backdrop itself is "outside": presses inside the modal or in a popover
  // opened from it (portalled elsewhere, but bubbling through React) are not.
  const onBackdropPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!isDismissable && event.target === event.currentTarget) shake();
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
      onPointerDown={onBackdropPointerDown}
    >
      <AriaModal
        ref={modalRef}
        className={[
          styles.modal,
          styles.sizes[size],
          styles.variants[variant],
          shaking ? styles.shaking[shakes % 2 === 0 ? 'even' : 'odd'] : '',
        ].join(' ')}
        data-size={size}
        data-variant={variant}
        data-shaking={shaking || undefined}
      >
        <Dialog className={styles.dialog} role={variant === 'DANGER' ? 'alertdialog' : 'dialog'}>
          <header className={styles.header}>
            <Heading slot="title" level={2} className={styles.titles[variant]}>
              {title}
            </Heading>
            {isDismissable ? (
              <Button variant="ghost" size="small" onPress={() => onOpenChange(false)}>
                {intl.formatMessage({ id: 'kit.close' })}
              </Button>
            ) : null}
          </header>
          <div ref={body.ref} tabIndex={body.tabIndex} className={styles.body}>
            {children}
          </div>
          {actions ? <footer className={styles.footer}>{actions}</footer> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
