import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour, space, size and layer a component may use. Components read
 * only these variables, never a literal colour, so light and dark (and any future brand theme)
 * are just two sets of values.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceHover: null,
    surfaceSelected: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    focus: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    danger: null,
    dangerHover: null,
    dangerText: null,
    overlay: null,
    infoSurface: null,
    infoText: null,
    warningSurface: null,
    warningText: null,
    errorSurface: null,
    errorText: null,
    successSurface: null,
    successText: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null },
  font: { body: null, mono: null },
  radius: { sm: null, md: null, lg: null, round: null },
  shadow: { sm: null, lg: null },
});
