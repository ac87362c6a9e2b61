import { layout } from '../../theme/tokens';

/** Spec doc 1 §2.5 / §9: the right drawer is 300 px wide. */
export const DRAWER_DEFAULT_WIDTH = layout.drawerWidth;
/** The narrowest and widest a user may resize it to (the spec gives no limits; these are ours). */
export const DRAWER_MIN_WIDTH = 240;
export const DRAWER_MAX_WIDTH = 800;
/** Keyboard resizing: an arrow key moves the edge this many pixels, Shift+arrow or PageUp/PageDown the large step. */
export const DRAWER_KEY_STEP = 10;
export const DRAWER_LARGE_STEP = 50;

export type Direction = 'ltr' | 'rtl';

export interface WidthLimits {
  min: number;
  max: number;
}

/** Keeps a width within its limits, whole pixels. If max < min (a tiny window), min wins. */
export function clampWidth(width: number, { min, max }: WidthLimits): number {
  return Math.round(Math.max(min, Math.min(max, width)));
}

/**
 * The width while dragging the drawer's leading edge. The drawer sits at the inline end (right in
 * left-to-right languages), so dragging its edge towards the start (left) widens it.
 */
export function widthFromPointer(
  drag: { startWidth: number; startX: number; x: number },
  limits: WidthLimits,
  direction: Direction = 'ltr',
): number {
  const moved = drag.x - drag.startX;
  return clampWidth(direction === 'ltr' ? drag.startWidth - moved : drag.startWidth + moved, limits);
}

/**
 * The width after a key press on the resize handle (a vertical separator), or null when the key
 * does not resize. The arrows move the edge the way they point; Home and End go to the minimum
 * and maximum width, as the WAI-ARIA window splitter pattern does.
 */
export function widthFromKey(
  key: string,
  width: number,
  limits: WidthLimits,
  { shiftKey = false, direction = 'ltr' }: { shiftKey?: boolean; direction?: Direction } = {},
): number | null {
  const step = shiftKey ? DRAWER_LARGE_STEP : DRAWER_KEY_STEP;
  // Moving the edge towards the start of the line widens the drawer.
  const towardsStart = direction === 'ltr' ? 'ArrowLeft' : 'ArrowRight';
  const towardsEnd = direction === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case towardsStart:
      return clampWidth(width + step, limits);
    case towardsEnd:
      return clampWidth(width - step, limits);
    case 'PageUp':
      return clampWidth(width + DRAWER_LARGE_STEP, limits);
    case 'PageDown':
      return clampWidth(width - DRAWER_LARGE_STEP, limits);
    case 'Home':
      return clampWidth(limits.min, limits);
    case 'End':
      return clampWidth(limits.max, limits);
    default:
      return null;
  }
}
