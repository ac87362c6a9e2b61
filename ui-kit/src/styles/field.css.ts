import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlBox } from './controls.css';

/** Shared look of labelled form fields (text fields now; selects and pickers later). */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

/** The asterisk after the label of a field that must be filled. */
export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.errorText });

export const input = style({
  height: 36,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
