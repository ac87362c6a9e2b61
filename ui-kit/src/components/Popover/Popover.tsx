import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger, Dialog } from 'react-aria-components/Dialog';
import type { Placement } from 'react-aria-components/Popover';
import { PopoverSurface } from './PopoverSurface';
import { Heading } from 'react-aria-components/Heading';
import { useKeyboardScrollable } from '../Modal/useKeyboardScrollable';
import * as styles from './Popover.css';

export { POPOVER_MAX_HEIGHT } from '../../theme/tokens';

export interface PopoverProps {
  /** What opens it: a kit Button or another react-aria pressable element. */
  trigger: ReactElement;
  /** The content, or a function of `close` for content that closes it (a Done button…). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** A visible title, which also names the dialog; without one, give `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  placement?: Placement;
  /** CSS width; a number is pixels. By default it fits its content. */
  width?: number | string;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A non-modal-looking dialog anchored to its trigger: focus moves in and back, Escape or a click
 * outside closes it. At most 300 px high (spec doc 3 §9); longer content scrolls, from the
 * keyboard too.
 */
export function Popover({
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom start',
  width,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <PopoverSurface placement={placement} offset={6} className={styles.popover} style={{ width }}>
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
    </DialogTrigger>
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
