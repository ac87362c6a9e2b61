import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The floating box. Its position, layer and max height (300 px, or less when the window has less
 * room) are set inline, by react-aria and PopoverSurface.
 */
export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 200,
  maxWidth: 'calc(100vw - 24px)',
  boxSizing: 'border-box',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const title = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});
