import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour, space, size and layer a component may use. Components read
 * only these variables, never a literal colour, so light and dark (and any future brand theme)
 * are just two sets of values. The variables have fixed names (`--accrue-color-primary`), not
 * names hashed per build: the shell defines them once on the document, and the styles every remote
 * compiles on its own read the very same variables (a hashed contract would get other names in
 * each remote's build, which nothing defines).
 */
export const vars = createGlobalThemeContract(
  {
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
  },
  (_value, path) => `accrue-${path.join('-')}`,
);
