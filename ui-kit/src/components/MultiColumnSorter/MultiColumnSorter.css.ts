import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconButtonBase } from '../../styles/controls.css';

// The add menu looks like the single-column sorter's list of columns.
export { popover, listBox as menu, option as menuItem } from '../ColumnSorter/ColumnSorter.css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 };

export const sorter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 280,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space.xxs,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-drop-target]': focusRing },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const position = style({
  minWidth: 16,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'end',
});

export const columnLabel = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
});

export const remove = style({
  ...iconButtonBase,
  width: 28,
  height: 28,
  borderRadius: vars.radius.round,
  color: vars.color.textMuted,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const dropIndicator = style({
  selectors: {
    '&[data-drop-target]': { outline: `1px solid ${vars.color.focus}`, outlineOffset: -1 },
  },
});

export const empty = style({
  display: 'block',
  padding: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
