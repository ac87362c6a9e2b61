import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox } from '../../styles/controls.css';
import * as fieldStyles from '../../styles/field.css';

/** The look shared by Select and MultiSelect: field, trigger, clear button and option list. */
export const field = style([fieldStyles.field, { minWidth: 0 }]);

export const control = style({ position: 'relative', display: 'flex', minWidth: 0 });

/** Room kept at the end of the trigger for the clear button and the chevron. */
export const END_ROOM = 56;

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  minHeight: 36,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  paddingInlineEnd: END_ROOM,
  ...controlBox,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-pressed]': { borderColor: vars.color.focus },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const valueText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: 28,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});

export const icon = style({ display: 'inline-flex', flex: 'none', alignItems: 'center' });

/** Heights of the sticky search (32 + 2 × 4 padding + 1 border) and 'Show more' rows. */
const SEARCH_ROW = 41;
const SHOW_MORE_ROW = 34;

/**
 * The popover is the scrolling area, with the search stuck at its top: axe wants a scrolling
 * region to hold something keyboard-focusable, and the search input is it (arrow keys from there
 * move through the options, which scroll into view clear of the sticky rows thanks to the padding).
 */
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: 200,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  scrollPaddingBlock: `${SEARCH_ROW}px ${SHOW_MORE_ROW}px`,
  outline: 'none',
});

export const search = style({
  position: 'sticky',
  top: 0,
  scrollMarginTop: -SEARCH_ROW,
  zIndex: 1,
  display: 'flex',
  height: SEARCH_ROW,
  boxSizing: 'border-box',
  background: vars.color.background,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: 32,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  fontSize: vars.fontSize.md,
  selectors: {
    // Inside an Autocomplete the input is not always marked data-focused: use :focus as well.
    '&:focus, &[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const listBox = style({ padding: vars.space.xxs, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const itemHelp = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const check = style({ display: 'flex', flex: 'none', color: vars.color.primary });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 16,
  height: 16,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: 'transparent',
  selectors: {
    '&[data-checked]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const showMore = style({
  position: 'sticky',
  bottom: 0,
  // Focusing it must not scroll the list: it sits in the scroll padding kept for itself.
  scrollMarginBottom: -SHOW_MORE_ROW,
  display: 'block',
  width: '100%',
  height: SHOW_MORE_ROW,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
