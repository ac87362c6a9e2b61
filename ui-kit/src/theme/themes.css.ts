import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkValues, lightValues } from './tokens';

export const lightTheme = createTheme(vars, lightValues);
export const darkTheme = createTheme(vars, darkValues);

// Base styles inherited by everything inside a themed element.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.45,
});
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
