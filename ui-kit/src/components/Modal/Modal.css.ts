import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  padding: vars.space.md,
});

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-8px)' },
  '40%, 80%': { transform: 'translateX(8px)' },
});

export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '100%',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
});

export const shaking = style({ animation: `${shakeFrames} 400ms ease-in-out` });

/** Spec doc 1 §9: SMALL 400 (max height 352), MEDIUM 600 (530), LARGE 800 (704), XLARGE 1000 by 620. */
export const sizes = styleVariants({
  SMALL: { width: 400, maxHeight: 352 },
  MEDIUM: { width: 600, maxHeight: 530 },
  LARGE: { width: 800, maxHeight: 704 },
  XLARGE: { width: 1000, maxHeight: 620 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
  flex: 1,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titles = styleVariants({
  DEFAULT: { margin: 0, fontSize: vars.fontSize.lg },
  DANGER: { margin: 0, fontSize: vars.fontSize.lg, color: vars.color.danger },
});

export const body = style({ padding: vars.space.lg, overflowY: 'auto', flex: 1 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
