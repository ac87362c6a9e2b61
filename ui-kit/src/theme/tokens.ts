/** Design tokens that do not change with the colour scheme (spec doc 1 §9, doc 3 §9). */
export const layout = {
  menuWidth: 164,
  drawerWidth: 300,
  pageMaxWidth: 1920,
  breakpoint: 1000,
} as const;

/** Layer z-index: base 3000, step 100 (spec doc 1 §9). */
export const LAYER_BASE = 3000;
export const LAYER_STEP = 100;
export const zIndex = {
  sticky: LAYER_BASE,
  drawer: LAYER_BASE + LAYER_STEP,
  modal: LAYER_BASE + 2 * LAYER_STEP,
  popover: LAYER_BASE + 3 * LAYER_STEP,
  tooltip: LAYER_BASE + 4 * LAYER_STEP,
  snackbar: LAYER_BASE + 5 * LAYER_STEP,
} as const;

/** Tooltip and popover maximum height (spec doc 3 §9); longer content scrolls. */
export const POPOVER_MAX_HEIGHT = 300;

const shared = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  fontSize: { xs: '11px', sm: '13px', md: '14px', lg: '18px', xl: '24px' },
  font: {
    body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
};

export const lightValues = {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#f7f8fa',
    surfaceHover: '#eef0f4',
    surfaceSelected: '#e4e9fb',
    text: '#1b1f29',
    textMuted: '#5b6373',
    textInverse: '#ffffff',
    border: '#dde1e8',
    borderStrong: '#9aa3b2',
    focus: '#3d5afe',
    primary: '#3446d4',
    primaryHover: '#2637b8',
    primaryText: '#ffffff',
    danger: '#c62828',
    dangerHover: '#a61f1f',
    dangerText: '#ffffff',
    overlay: 'rgba(15, 18, 25, 0.45)',
    infoSurface: '#e8f0fe',
    infoText: '#123c8c',
    warningSurface: '#fff4e0',
    warningText: '#7a4a00',
    errorSurface: '#fdecec',
    errorText: '#8e1b1b',
    successSurface: '#e7f6ec',
    successText: '#145a2c',
  },
  shadow: { sm: '0 1px 2px rgba(15, 18, 25, 0.08)', lg: '0 12px 32px rgba(15, 18, 25, 0.18)' },
};

export const darkValues = {
  ...shared,
  color: {
    background: '#12151c',
    surface: '#1a1e27',
    surfaceHover: '#242a35',
    surfaceSelected: '#27305a',
    text: '#e8ebf1',
    textMuted: '#a3abba',
    textInverse: '#12151c',
    border: '#2e3542',
    borderStrong: '#5d6778',
    focus: '#8c9eff',
    primary: '#8c9eff',
    primaryHover: '#a7b4ff',
    primaryText: '#10131a',
    danger: '#ff8a80',
    dangerHover: '#ffa59d',
    dangerText: '#10131a',
    overlay: 'rgba(0, 0, 0, 0.6)',
    infoSurface: '#16264a',
    infoText: '#b9cdfb',
    warningSurface: '#3a2a0c',
    warningText: '#ffd38a',
    errorSurface: '#3d1717',
    errorText: '#ffb3ad',
    successSurface: '#12321f',
    successText: '#9fe0b5',
  },
  shadow: { sm: '0 1px 2px rgba(0, 0, 0, 0.4)', lg: '0 12px 32px rgba(0, 0, 0, 0.55)' },
};
