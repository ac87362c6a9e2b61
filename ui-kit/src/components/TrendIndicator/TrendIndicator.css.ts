import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  selectors: {
    '&[data-direction="up"]': { color: vars.color.successText },
    '&[data-direction="down"]': { color: vars.color.errorText },
  },
});

export const icon = style({ flexShrink: 0 });

export const change = style({ fontWeight: 600 });

export const value = style({ color: vars.color.text });
