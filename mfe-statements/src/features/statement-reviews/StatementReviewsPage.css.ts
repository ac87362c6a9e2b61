import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filter = style({ minWidth: 200 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failures = style({ margin: 0, paddingLeft: vars.space.md });

export const elsewhere = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
