import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

/**
 * The floating box, 500 px wide (set inline with its layer); react-aria sets its position and its
 * greatest height (500 px, less when the window has less room) inline too.
 */
export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: 'calc(100vw - 24px)',
  boxSizing: 'border-box',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
  fontSize: vars.fontSize.md,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** As tall as the small button beside it, so the header does not grow when the button appears. */
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: '28px' });

/** The list scrolls; the header stays. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

/** Unread ones are highlighted (spec doc 1 §4). */
export const unreadItem = style([item, { background: vars.color.infoSurface }]);

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
});

export const linkRow = style([
  row,
  {
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    },
  },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const content = style({ overflowWrap: 'anywhere' });

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The author's initials or the generic icon, with the unread dot on its corner. */
export const badge = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const systemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSelected,
  color: vars.color.textMuted,
});

export const unreadDot = style({
  position: 'absolute',
  top: -1,
  insetInlineEnd: -1,
  width: 10,
  height: 10,
  boxSizing: 'border-box',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.background}`,
  background: vars.color.primary,
});

export const skeletons = style({ display: 'flex', flexDirection: 'column' });

export const empty = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
