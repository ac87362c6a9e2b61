import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const frame = style({ display: 'flex', alignItems: 'flex-start', minHeight: '100%' });

/** Doc 1 §2.3: a side menu 164 px wide. */
export const menu = style({
  flex: 'none',
  width: 164,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRight: `1px solid ${vars.color.border}`,
  alignSelf: 'stretch',
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

export const current = style([link, { background: vars.color.surfaceSelected, fontWeight: 600 }]);

export const page = style({ flex: 1, minWidth: 0 });
