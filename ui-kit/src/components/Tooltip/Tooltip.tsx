import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import type { Placement } from 'react-aria-components/Popover';
import { zIndex } from '../../theme/tokens';
import * as styles from './Tooltip.css';

export { TOOLTIP_MAX_HEIGHT } from './Tooltip.css';

/** How long the pointer rests on the trigger before the tooltip shows (focus shows it at once). */
export const TOOLTIP_DELAY_MS = 700;

export interface TooltipProps {
  /** What the tooltip says; more than 300 px of it scrolls. */
  content: ReactNode;
  /**
   * The trigger: a kit Button or Link, or any react-aria focusable element (wrap other elements in
   * react-aria's `Focusable`). It must be focusable, so keyboard users get the tooltip too.
   */
  children: ReactNode;
  placement?: Placement;
  delay?: number;
  closeDelay?: number;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short description of its trigger, shown on hover (after a delay) and on keyboard focus,
 * closed by Escape; screen readers get it as the trigger's description (aria-describedby).
 * Never put the only way to do something in a tooltip: touch users cannot hover.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY_MS,
  closeDelay,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <AriaTooltip
        placement={placement}
        offset={6}
        className={styles.tooltip}
        style={{ zIndex: zIndex.tooltip }}
      >
        <div className={styles.content}>{content}</div>
      </AriaTooltip>
    </TooltipTrigger>
  );
}
