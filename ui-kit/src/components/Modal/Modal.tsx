import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ModalOverlay, Modal as AriaModal } from 'react-aria-components/Modal';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button } from '../Button/Button';
import * as styles from './Modal.css';

export type ModalSize = keyof typeof styles.sizes;
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
  /** When false, clicking outside or pressing Escape does not close it: the modal shakes instead. */
  isDismissable?: boolean;
}

const SHAKE_MS = 400;

/** A modal dialog: focus trapped inside, restored on close, sized and coloured per the spec. */
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
  const intl = useIntl();
  const [shaking, setShaking] = useState(false);
  const modalRef = useRef<HTMLDivElement>(null);
  const shake = useCallback(() => {
    setShaking(true);
    window.setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);

  // A modal that may not be dismissed answers a click outside it by shaking (spec doc 3 §4).
  useEffect(() => {
    if (!isOpen || isDismissable) return;
    const onPointerDown = (event: PointerEvent) => {
      if (modalRef.current && !modalRef.current.contains(event.target as Node)) shake();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, isDismissable, shake]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <AriaModal
        ref={modalRef}
        className={`${styles.modal} ${styles.sizes[size]} ${shaking ? styles.shaking : ''}`}
        data-size={size}
        data-variant={variant}
        data-shaking={shaking || undefined}
      >
        <Dialog className={styles.dialog} role={variant === 'DANGER' ? 'alertdialog' : 'dialog'}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.titles[variant]}>
              {title}
            </Heading>
            {isDismissable ? (
              <Button variant="ghost" size="small" onPress={() => onOpenChange(false)}>
                {intl.formatMessage({ id: 'kit.close' })}
              </Button>
            ) : null}
          </header>
          <div className={styles.body}>{children}</div>
          {actions ? <footer className={styles.footer}>{actions}</footer> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
