import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { Placement } from 'react-aria-components/Popover';
import type { PressProps } from 'react-aria/usePress';
// The press responder react-aria's DialogTrigger itself wraps its trigger in (the same module).
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';

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

/** The open popover's dialog: react-aria's popover, dialog and overlay code. */
export const popoverDialog = loadOnce(() => import('./PopoverDialog'));

/**
 * A non-modal-looking dialog anchored to its trigger: focus moves in and back, Escape or a click
 * outside closes it. At most 300 px high (spec doc 3 §9); longer content scrolls, from the
 * keyboard too.
 *
 * Its trigger is on the page's first screen, but its dialog is not: the trigger is wired as
 * react-aria's DialogTrigger wires it (press to toggle, aria-expanded, aria-controls,
 * an id that names a dialog without title or label), and the dialog's code loads on the trigger's first hover, focus or press.
 */
export function Popover({
  trigger,
  isOpen: controlledOpen,
  defaultOpen,
  onOpenChange,
  ...dialog
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const setOpen = (open: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(open);
    onOpenChange?.(open);
  };
  const triggerRef = useRef<Element & HTMLOrSVGElement>(null);
  const triggerId = useId();
  const dialogId = useId();
  const loaded = popoverDialog.loaded();
  const [, setLoaded] = useState(false);
  const afterLoad = useAfterLoad(popoverDialog, 'popover');
  // Open before its code is there (pressed, or open from the start): shown once it has loaded.
  useEffect(() => {
    if (isOpen && !loaded) afterLoad(() => setLoaded(true));
  }, [isOpen, loaded]); // eslint-disable-line react-hooks/exhaustive-deps -- afterLoad is new each render
  // What DialogTrigger gives its trigger; react-aria's pressable elements put the props they do
  // not handle themselves (ids, aria-*, the preload's handlers) on their element.
  const triggerProps = {
    id: triggerId,
    'aria-expanded': isOpen,
    'aria-controls': isOpen && loaded ? dialogId : undefined,
    onPointerEnter: popoverDialog.preload,
    onFocus: popoverDialog.preload,
  } as PressProps;
  return (
    <>
      <PressResponder {...triggerProps} ref={triggerRef} isPressed={isOpen} onPress={() => setOpen(!isOpen)}>
        {trigger}
      </PressResponder>
      {isOpen && loaded ? (
        <loaded.PopoverDialog
          {...dialog}
          triggerRef={triggerRef}
          triggerId={triggerId}
          dialogId={dialogId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
