import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconButtonBase } from '../../styles/controls.css';

export const icon = style({ flex: '0 0 auto', display: 'block' });

/** A square, icon-only button that takes the colour of its surroundings (alert, snackbar, drawer). */
export const closeButton = style({
  ...iconButtonBase,
  flex: '0 0 auto',
  width: 28,
  height: 28,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSelected, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
