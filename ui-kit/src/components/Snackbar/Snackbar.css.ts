import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

/** Bottom of the window, at the start side, on the snackbar layer (above modals and tooltips). */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: zIndex.snackbar,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  outline: 'none',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({ display: 'flex' });

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const snackbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 288,
  maxWidth: 480,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.md,
  lineHeight: '20px',
  outline: 'none',
  animation: `${enter} 160ms ease-out`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export { toneColors as tones } from '../../styles/tones.css';

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const message = style({ minWidth: 0, overflowWrap: 'anywhere' });
