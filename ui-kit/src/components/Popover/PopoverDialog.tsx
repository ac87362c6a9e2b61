import type { ContextType, ReactNode, RefObject } from 'react';
import { Dialog, DialogContext, OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { useKeyboardScrollable } from '../Modal/useKeyboardScrollable';
import type { PopoverProps } from './Popover';
import { PopoverSurface } from './PopoverSurface';
import * as styles from './Popover.css';

export interface PopoverDialogProps extends Omit<
  PopoverProps,
  'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The Popover's trigger, which the dialog is placed against and gives the focus back to. */
  triggerRef: RefObject<Element | null>;
  triggerId: string;
  dialogId: string;
  onClose: () => void;
}

/**
 * The open Popover's dialog (react-aria's popover, dialog and overlay code), loaded when its
 * trigger is first hovered, focused or pressed. It provides what react-aria's DialogTrigger would:
 * the dialog's id (the trigger's aria-controls), its name by the trigger when it has no title nor
 * label, and the open state that `close` and the popover's dismissal change.
 */
export function PopoverDialog({
  triggerRef,
  triggerId,
  dialogId,
  onClose,
  children,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom start',
  width,
}: PopoverDialogProps) {
  // Shown only while open: every change of the state it shares is a close.
  const state: NonNullable<ContextType<typeof OverlayTriggerStateContext>> = {
    isOpen: true,
    setOpen: (isOpen) => {
      if (!isOpen) onClose();
    },
    open: () => {},
    close: onClose,
    toggle: onClose,
    // Where a context menu was opened from: not a popover's concern.
    point: null,
    setPoint: () => {},
  };
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <DialogContext.Provider value={{ id: dialogId, 'aria-labelledby': triggerId }}>
        <PopoverSurface
          triggerRef={triggerRef}
          trigger="DialogTrigger"
          isOpen
          onOpenChange={state.setOpen}
          placement={placement}
          offset={6}
          className={styles.popover}
          style={{ width }}
        >
          <Dialog aria-label={ariaLabel} className={styles.dialog}>
            {({ close }) => (
              <>
                {title ? (
                  <Heading slot="title" level={2} className={styles.title}>
                    {title}
                  </Heading>
                ) : null}
                <PopoverBody>{typeof children === 'function' ? children(close) : children}</PopoverBody>
              </>
            )}
          </Dialog>
        </PopoverSurface>
      </DialogContext.Provider>
    </OverlayTriggerStateContext.Provider>
  );
}

function PopoverBody({ children }: { children: ReactNode }) {
  const scrollable = useKeyboardScrollable();
  return (
    <div ref={scrollable.ref} tabIndex={scrollable.tabIndex} className={styles.body}>
      {children}
    </div>
  );
}
