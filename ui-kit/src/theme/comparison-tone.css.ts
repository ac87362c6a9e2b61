import { styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ComparisonTone } from './comparison-tones';

/** Two of the theme's colours mixed: the kit has no cyan, magenta or purple of its own. */
const mix = (a: string, b: string) => `color-mix(in srgb, ${a}, ${b})`;

/**
 * The text colour of each forecast comparison colour (COMPARISON_TONES), as the theme's colours, so
 * they follow the light and dark schemes: the forecasts' differences and the customization page's
 * preview of them read the same.
 */
export const comparisonTone: Record<ComparisonTone, string> = styleVariants({
  GREEN: { color: vars.color.successText },
  CYAN: { color: mix(vars.color.successText, vars.color.infoText) },
  ORANGE: { color: vars.color.warningText },
  RED: { color: vars.color.errorText },
  MAGENTA: { color: mix(vars.color.danger, vars.color.primary) },
  PURPLE: { color: mix(vars.color.infoText, vars.color.errorText) },
  GRAY: { color: vars.color.textMuted },
});
