import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

/** The modal drawer's backdrop, on the drawer layer (below modals, popovers and tooltips). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.drawer,
  background: vars.color.overlay,
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  maxWidth: '100vw',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: vars.color.background,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 200ms ease-out` },
    '[dir="rtl"] &[data-entering]': { animation: `${slideInRtl} 200ms ease-out` },
    // While dragging, text under the pointer must not get selected.
    '&[data-resizing]': { userSelect: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], [dir="rtl"] &[data-entering]': { animation: 'none' } },
    },
  },
});

/** A non-modal drawer has no backdrop: it sits on the drawer layer itself. */
export const nonModal = style({ zIndex: zIndex.drawer });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, minWidth: 0, overflowWrap: 'anywhere' });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});

/** The leading edge: an 8 px grab area straddling the border, showing a line when hovered or focused. */
export const handle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: -4,
  width: 8,
  zIndex: 1,
  cursor: 'col-resize',
  touchAction: 'none',
  userSelect: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 3,
    width: 2,
    background: 'transparent',
    transition: 'background-color 120ms',
  },
  selectors: {
    '&[data-hovered]::after': { background: vars.color.primary },
    '[data-resizing] &::after': { background: vars.color.primary },
    '&[data-focus-visible]::after': { background: vars.color.focus, width: 4, insetInlineStart: 2 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});
