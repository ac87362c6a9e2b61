import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

/** Two of the theme's colours mixed: the kit has no cyan, magenta or purple of its own. */
const mix = (a: string, b: string) => `color-mix(in srgb, ${a}, ${b})`;

/**
 * The colours a company may give a forecast below or above the actual figure (doc 2 §9), as the
 * theme's colours, so they follow the light and dark schemes.
 */
export const tone = styleVariants({
  GREEN: { color: vars.color.successText },
  CYAN: { color: mix(vars.color.successText, vars.color.infoText) },
  ORANGE: { color: vars.color.warningText },
  RED: { color: vars.color.errorText },
  MAGENTA: { color: mix(vars.color.danger, vars.color.primary) },
  PURPLE: { color: mix(vars.color.infoText, vars.color.errorText) },
  GRAY: { color: vars.color.textMuted },
});

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
