import { assignVars, style } from '@vanilla-extract/css';
import { darkValues, lightValues, vars } from '@accrue/ui-kit/theme';

/**
 * The kit's theme variables, defined again on this remote's own styled elements. vanilla-extract
 * names the contract's variables per build (after the package compiling it), so in this remote
 * `vars.*` are not the variables the shell's theme class defines on the document, and would stay
 * unset; this class gives them the kit's token values, light or dark as the document (or a
 * widget's host element) says. Every `.css.ts` style of this remote that reads `vars` composes it.
 */
export const themed = style({
  vars: assignVars(vars, lightValues),
  selectors: { '[data-color-scheme="dark"] &': { vars: assignVars(vars, darkValues) } },
});
