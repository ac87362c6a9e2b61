import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 16,
  height: 16,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.primaryText,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkbox}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.primary },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const mark = style({ width: 12, height: 12, fill: 'none', stroke: 'currentColor', strokeWidth: 2 });
