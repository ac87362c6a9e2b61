import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

import { ModalOverlay, Modal as AriaModal } from 'react-aria-components/Modal';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { useLocale } from 'react-aria/I18nProvider';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { mergeProps } from 'react-aria/mergeProps';
import { CloseButton } from '../Alert/icons';
import { useKeyboardScrollable } from '../Modal/useKeyboardScrollable';
import {
  DRAWER_DEFAULT_WIDTH,
  DRAWER_MAX_WIDTH,
  DRAWER_MIN_WIDTH,
  clampWidth,
  widthFromKey,
  widthFromPointer,
  type WidthLimits,
} from './drawerResize';
import * as styles from './Drawer.css';

export {
  DRAWER_DEFAULT_WIDTH,
  DRAWER_MAX_WIDTH,
  DRAWER_MIN_WIDTH,
  DRAWER_KEY_STEP,
  DRAWER_LARGE_STEP,
} from './drawerResize';
import { useKitIntl } from '../../i18n/useKitIntl';
import { overlayMessages } from '../../i18n/catalogue/overlays';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * Modal (the default): the page behind is dimmed and inert, focus stays in the drawer, Escape
   * or a click outside closes it. Non-modal: a side panel (a labelled complementary landmark) the
   * user works next to; only its Close button closes it.
   */
  isModal?: boolean;
  /** Whether the user may resize it from its leading (left) edge; true by default. */
  isResizable?: boolean;
  /** The width in pixels, when the owner keeps it (e.g. to remember it); see `onWidthChange`. */
  width?: number;
  /** The starting width when the drawer keeps its own; 300 px (spec doc 1 §2.5). */
  defaultWidth?: number;
  onWidthChange?: (width: number) => void;
  minWidth?: number;
  maxWidth?: number;
}

/**
 * The right drawer (spec doc 1 §2.5: 300 px wide; doc 3 §4: resizable from its left edge). The
 * edge is a focusable separator: drag it, or focus it and use the arrow keys (Shift for larger
 * steps), PageUp/PageDown, Home (narrowest) and End (widest).
 */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  isModal = true,
  isResizable = true,
  width,
  defaultWidth = DRAWER_DEFAULT_WIDTH,
  onWidthChange,
  minWidth = DRAWER_MIN_WIDTH,
  maxWidth = DRAWER_MAX_WIDTH,
}: DrawerProps) {
  const intl = useKitIntl(overlayMessages);
  const panelId = useId();
  const titleId = useId();
  const limits = { min: minWidth, max: maxWidth };
  const [ownWidth, setOwnWidth] = useState(defaultWidth);
  const current = clampWidth(width ?? ownWidth, limits);
  const [resizing, setResizing] = useState(false);
  const resize = (next: number) => {
    if (next === current) return;
    setOwnWidth(next);
    onWidthChange?.(next);
  };
  const close = () => onOpenChange(false);

  const content = (heading: ReactNode) => (
    <>
      {isResizable ? (
        <ResizeHandle
          width={current}
          limits={limits}
          onResize={resize}
          onResizingChange={setResizing}
          controls={panelId}
          label={intl.formatMessage({ id: 'kit.overlays.drawer.resize' })}
        />
      ) : null}
      <header className={styles.header}>
        {heading}
        <CloseButton label={intl.formatMessage({ id: 'kit.close' })} onPress={close} />
      </header>
      <DrawerBody>{children}</DrawerBody>
    </>
  );
  const panelProps = {
    id: panelId,
    style: { width: current },
    'data-resizing': resizing || undefined,
    'data-modal': isModal || undefined,
  };

  if (!isModal) {
    if (!isOpen) return null;
    return (
      <aside {...panelProps} aria-labelledby={titleId} className={`${styles.panel} ${styles.nonModal}`}>
        {content(
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>,
        )}
      </aside>
    );
  }
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <AriaModal {...panelProps} className={styles.panel}>
        <Dialog className={styles.dialog}>
          {content(
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>,
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

function DrawerBody({ children }: { children: ReactNode }) {
  const scrollable = useKeyboardScrollable();
  return (
    <div ref={scrollable.ref} tabIndex={scrollable.tabIndex} className={styles.body}>
      {children}
    </div>
  );
}

interface ResizeHandleProps {
  width: number;
  limits: WidthLimits;
  onResize: (width: number) => void;
  onResizingChange: (resizing: boolean) => void;
  controls: string;
  label: string;
}

/** The drawer's leading edge: a focusable vertical separator whose value is the width. */
function ResizeHandle({ width, limits, onResize, onResizingChange, controls, label }: ResizeHandleProps) {
  const { direction } = useLocale();
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  const drag = useRef<{ startWidth: number; startX: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault(); // no text selection while dragging
    drag.current = { startWidth: width, startX: event.clientX };
    // jsdom has no pointer capture; browsers all do.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onResizingChange(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onResize(widthFromPointer({ ...drag.current, x: event.clientX }, limits, direction));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    onResizingChange(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthFromKey(event.key, width, limits, { shiftKey: event.shiftKey, direction });
    if (next === null) return;
    event.preventDefault(); // the arrows and PageUp/PageDown would scroll the page
    onResize(next);
  };

  return (
    <div
      {...mergeProps(focusProps, hoverProps)}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={limits.min}
      aria-valuemax={Math.max(limits.min, limits.max)}
      tabIndex={0}
      className={styles.handle}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    />
  );
}
