import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const difference = style({
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: `${vars.space.xs} 0 0`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const note = style({ margin: `${vars.space.xs} 0 0`, fontStyle: 'italic' });
