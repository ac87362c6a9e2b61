import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  controlBox,
  popoverItem,
  popoverItemFocus,
  popoverList,
  popoverPanel,
} from '../../styles/controls.css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

export const sorter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const select = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 160,
  height: 36,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({ minWidth: 'var(--trigger-width)', ...popoverPanel });

export const listBox = style(popoverList);

export const option = style({
  ...popoverItem,
  selectors: {
    ...popoverItemFocus,
    '&[data-selected]': { background: vars.color.surfaceSelected, fontWeight: 600 },
  },
});

export const direction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  ...controlBox,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const directionSizes = styleVariants({
  small: { height: 28, padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.sm },
  medium: { height: 36, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.md },
});
