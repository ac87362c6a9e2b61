import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

/** The bell: a row of the header strip, like the shortcuts' links above it (Chrome.css.ts). */
export const bell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-expanded="true"]': { background: vars.color.surfaceSelected },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

const BELL =
  'M8 1.5a4.5 4.5 0 0 0-4.5 4.5v2.6L2.2 11a.7.7 0 0 0 .6 1h10.4a.7.7 0 0 0 .6-1l-1.3-2.4V6A4.5 4.5 0 0 0 8 1.5Zm-1.9 11.5a2 2 0 0 0 3.8 0Z';

/**
 * A bell in the text's colour, drawn by the stylesheet (a mask over the colour): the chrome's
 * first load carries no script for it. Decorative: the button is named.
 */
export const icon = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  background: 'currentColor',
  mask: `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${BELL}"/></svg>`,
  )}") center / contain no-repeat`,
});

/** The unread dot, after the label. */
export const dot = style({
  width: 8,
  height: 8,
  flexShrink: 0,
  marginInlineStart: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
});
