import type { CSSProperties } from 'react';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import { POPOVER_MAX_HEIGHT, zIndex } from '../../theme/tokens';

export interface PopoverSurfaceProps extends Omit<PopoverProps, 'style' | 'maxHeight'> {
  style?: CSSProperties;
  /**
   * At most this high (default: the spec's 300 px for menus and lists), never more than the
   * window has room for; `null` gives it all that room, for content that must show whole, such as
   * a month's calendar.
   */
  maxHeight?: number | null;
}

/**
 * The floating panel every kit popover renders (menus, option lists, calendars, the Popover
 * dialog). react-aria writes the panel's layer (z-index 100000) and its maximum height inline, so a
 * class cannot set either: they are passed here once, the kit's popover layer and the spec's height.
 */
export function PopoverSurface({ style, maxHeight = POPOVER_MAX_HEIGHT, ...props }: PopoverSurfaceProps) {
  return (
    <Popover {...props} maxHeight={maxHeight ?? undefined} style={{ zIndex: zIndex.popover, ...style }} />
  );
}
