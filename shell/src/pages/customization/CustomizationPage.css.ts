import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 480 });

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupTitle = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });

/** A colour's select with its preview beside it. */
export const colour = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md });

export const colourField = style({ flex: 1 });

/** A sample difference in the chosen colour, as the forecasts show it. */
export const preview = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const sample = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The dot before a colour's name in its select. */
export const swatch = style({ fontSize: vars.fontSize.md, lineHeight: 1 });

export const actions = style({ display: 'flex', gap: vars.space.sm });
