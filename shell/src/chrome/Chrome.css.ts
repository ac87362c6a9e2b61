import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const chrome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  minHeight: '100%',
  boxSizing: 'border-box',
  fontSize: vars.fontSize.sm,
});

export const logo = style({ fontWeight: 700, fontSize: vars.fontSize.lg, padding: vars.space.xs });

export const header = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupLabel = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  margin: `${vars.space.sm} ${vars.space.xs} ${vars.space.xs}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const activeLink = style([link, { background: vars.color.surfaceSelected, fontWeight: 600 }]);

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: 2, color: vars.color.textMuted });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
});

export const userBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const banner = style({
  padding: `${vars.space.sm} 16px 0`,
  '@media': { 'screen and (min-width: 600px)': { paddingInline: 24 } },
});

/** How many statements await the signed-in user's review, beside the header's link. */
export const count = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});
