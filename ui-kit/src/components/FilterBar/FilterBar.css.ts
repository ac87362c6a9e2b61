import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  iconButtonBase,
  popoverItem,
  popoverItemFocus,
  popoverList,
  popoverPanel,
} from '../../styles/controls.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-has-value]': { borderColor: vars.color.borderStrong },
    '&[data-static]': { paddingRight: vars.space.sm },
  },
});

export const filterLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const clearFilter = style({
  ...iconButtonBase,
  width: 24,
  height: 24,
  borderRadius: vars.radius.round,
  color: vars.color.textMuted,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const popover = style({ minWidth: 180, ...popoverPanel });

export const menu = style(popoverList);

export const menuItem = style({
  ...popoverItem,
  selectors: {
    ...popoverItemFocus,
  },
});

export const menuTitle = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
});
