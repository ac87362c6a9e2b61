import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox } from '../../styles/controls.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 200 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  width: 16,
  height: 16,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 36,
  paddingBlock: 0,
  paddingInlineStart: 32,
  paddingInlineEnd: 32,
  ...controlBox,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const small = style({ height: 28, fontSize: vars.fontSize.sm });

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const hiddenWhenEmpty = style({
  selectors: { '[data-empty] &': { display: 'none' } },
});
