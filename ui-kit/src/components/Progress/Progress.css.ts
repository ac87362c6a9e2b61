import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 120,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const label = style({ fontWeight: 600 });

export const value = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  marginInlineStart: 'auto',
});

export const track = style({
  height: 8,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  transition: 'width 200ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
