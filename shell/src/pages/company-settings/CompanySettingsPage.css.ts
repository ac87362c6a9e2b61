import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 480, paddingTop: vars.space.md });

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupTitle = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm });
