import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

export const list = style({ color: vars.color.text });

/** The '(+count)' button: inline, like text, with a visible focus ring. */
export const more = style({
  display: 'inline',
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

/** Spec doc 3 §9: tooltips are at most 300 px high. */
export const tooltip = style({
  zIndex: zIndex.tooltip,
  maxWidth: 320,
  maxHeight: 300,
  overflowY: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
});

export const hiddenItems = style({ margin: 0, padding: 0, listStyle: 'none' });
