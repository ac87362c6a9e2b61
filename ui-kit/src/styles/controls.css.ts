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
