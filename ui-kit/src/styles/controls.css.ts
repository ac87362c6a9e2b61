import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The box of the kit's bordered controls (text inputs, select and picker triggers, small toggle
 * buttons), spread into their styles: `style({ height: 36, ...controlBox, cursor: 'pointer' })`.
 */
export const controlBox = {
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
} as const;

/**
 * A bare button holding only an icon (clear, remove, close, calendar): spread into a style that
 * adds its size, corner radius, colour and states.
 */
export const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
} as const;

/** Out of sight but read by screen readers; live regions kept in the page while empty use it too. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The panel of a menu or list popover (spec doc 3 §9: popovers are at most 300 px high), and the
 * list and item inside it, spread into a component's own styles (it adds its width and states).
 */
export const popoverPanel = {
  maxHeight: 300,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.lg,
} as const;

export const popoverList = {
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
} as const;

export const popoverItem = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
} as const;

/** The focus states every popover item shares. */
export const popoverItemFocus = {
  '&[data-focused]': { background: vars.color.surfaceHover },
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
} as const;
