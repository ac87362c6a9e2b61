import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stack = style({ display: 'inline-flex', alignItems: 'center', isolation: 'isolate' });

/** Each avatar after the first overlaps the previous one by a quarter, ringed by the page colour. */
export const item = style({
  boxShadow: `0 0 0 2px ${vars.color.background}`,
  selectors: { '&:not(:first-child)': { marginInlineStart: 'calc(var(--avatar-overlap) * -1)' } },
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontWeight: 600,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
