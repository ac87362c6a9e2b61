import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
