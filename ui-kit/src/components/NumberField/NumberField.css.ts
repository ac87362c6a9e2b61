import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The input and its stepper buttons, drawn as one bordered control. */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  height: 36,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The shared field input without its own border: the group draws it. */
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  borderRadius: 0,
  selectors: {
    '&[data-focused]': { outline: 'none' },
    '&[data-disabled]': { opacity: 1 },
  },
});

export const stepper = style({
  width: 32,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
