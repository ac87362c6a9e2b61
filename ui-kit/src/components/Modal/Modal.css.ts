import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

/** How long one shake lasts (Modal.tsx clears the shaking state after it). */
export const SHAKE_MS = 400;

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

/**
 * Spec doc 1 §9 / doc 3 §3: SMALL 400 wide (max height 352), MEDIUM 600 (530), LARGE 800 (704),
 * XLARGE 1000 by 620 (a fixed height).
 */
export const MODAL_SIZES = {
  SMALL: { width: 400, maxHeight: 352 },
  MEDIUM: { width: 600, maxHeight: 530 },
  LARGE: { width: 800, maxHeight: 704 },
  XLARGE: { width: 1000, height: 620 },
} as const;

/** A small viewport caps them all (the overlay's padded box is 100%). */
export const sizes = styleVariants(MODAL_SIZES, (size) =>
  'height' in size
    ? { width: size.width, height: size.height, maxHeight: '100%' }
    : { width: size.width, maxHeight: `min(${size.maxHeight}px, 100%)` },
);

export const variants = styleVariants({
  DEFAULT: {},
  DANGER: { borderTop: `4px solid ${vars.color.danger}` },
});

// Two identical animations under different names: switching between them restarts the shake.
const shakeFrames = {
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-8px)' },
  '40%, 80%': { transform: 'translateX(8px)' },
};
const shakeA = keyframes(shakeFrames);
const shakeB = keyframes(shakeFrames);
// Without motion the modal answers with a brief ring in the focus colour instead.
const pulseFrames = {
  '0%, 100%': { boxShadow: vars.shadow.lg },
  '30%, 70%': { boxShadow: `0 0 0 4px ${vars.color.focus}, ${vars.shadow.lg}` },
};
const pulseA = keyframes(pulseFrames);
const pulseB = keyframes(pulseFrames);

const shakeStyle = (shake: string, pulse: string) => ({
  animation: `${shake} ${SHAKE_MS}ms ease-in-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: `${pulse} ${SHAKE_MS}ms ease-in-out` } },
});
export const shaking = styleVariants({ even: shakeStyle(shakeA, pulseA), odd: shakeStyle(shakeB, pulseB) });

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

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  flex: 1,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
