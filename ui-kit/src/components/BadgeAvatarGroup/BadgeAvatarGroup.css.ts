import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A pill like a status badge, holding a few small avatars and a count. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const avatars = style({ display: 'inline-flex', alignItems: 'center' });

export const avatar = style({
  boxShadow: `0 0 0 1px ${vars.color.surface}`,
  selectors: { '&:not(:first-child)': { marginInlineStart: -4 } },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });

export const more = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
