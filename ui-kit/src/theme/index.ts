// The theme entry: importable from `.css.ts` files (it pulls in no React and no react-aria).
export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { comparisonTone } from './comparison-tone.css';
export { lightTableLook } from './light-table-look';
export { COMPARISON_TONES, type ComparisonTone } from './comparison-tones';
export { applyColorScheme, resolveColorScheme, type ColorScheme } from './color-scheme';
export {
  layout,
  zIndex,
  LAYER_BASE,
  LAYER_STEP,
  POPOVER_MAX_HEIGHT,
  lightValues,
  darkValues,
} from './tokens';
