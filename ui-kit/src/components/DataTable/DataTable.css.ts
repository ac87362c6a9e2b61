import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolbarSpacer = style({ flex: 1 });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: 40,
  background: vars.color.surfaceSelected,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bulkCount = style({ fontWeight: 600, marginInlineEnd: vars.space.sm });

export const table = style({
  position: 'relative',
  overflow: 'auto',
  outline: 'none',
  // Keeps the focused row clear of the sticky header when the keyboard scrolls it into view.
  scrollPaddingTop: 48,
  // The body's messages are as wide as the visible area (100cqw), not as the scrollable columns.
  containerType: 'inline-size',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    // The light table (first render) while the grid loads after the keyboard entered it.
    '&[data-light]:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

/** The light table's header row group stays at the top, above the pinned body cells (DataTableLight). */
export const lightHeader = style({ position: 'sticky', top: 0, zIndex: 2 });

/** Rows lay their cells out in a line, so pinned (sticky) cells sit side by side without gaps. */
globalStyle(`${table} [role="row"]`, { display: 'flex', height: '100%' });

export const column = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: '100%',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'start',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '[data-light] &[data-allows-sorting]:hover': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const selectionColumn = style({ justifyContent: 'center', padding: 0 });

export const headerContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  width: '100%',
});

export const headerText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const headerTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const headerSubTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
});

export const headerIcon = style({ display: 'inline-flex', flex: 'none' });

export const sortIcon = style({
  flex: 'none',
  width: 12,
  height: 12,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  opacity: 0.35,
  selectors: { '&[data-active]': { opacity: 1, color: vars.color.text } },
});

export const headerActions = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
});

export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 20,
  height: 20,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'help',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const tooltip = style({
  zIndex: zIndex.tooltip,
  maxWidth: 280,
  maxHeight: 300,
  overflow: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
});

export const row = style({
  display: 'flex',
  height: '100%',
  background: vars.color.background,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '[data-light] &[data-interactive]:not([data-selected]):hover': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: '100%',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const selectionCell = style({ justifyContent: 'center', padding: 0 });

export const cellContent = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A column of width 0 is as wide as its content: its content is measured at its natural width. */
export const shrinkContent = style({ flex: 'none', width: 'max-content', overflow: 'visible' });

export const numeric = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });

/**
 * The header of a numeric column: its title over the figures' end (a column as wide as its content
 * sizes the header to its title: the margin moves it to the end).
 */
export const numericHeader = style({
  justifyContent: 'flex-end',
  textAlign: 'end',
  marginInlineStart: 'auto',
});

export const skeletonCell = style({ width: '100%' });

export const bodyMessage = style({
  position: 'sticky',
  insetInlineStart: 0,
  width: '100cqw',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  height: '100%',
  padding: vars.space.md,
  color: vars.color.textMuted,
});

export const alertMessage = style({
  position: 'sticky',
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: '100cqw',
  padding: vars.space.md,
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}` });

/*
 * Pinned columns (see DataTableLayout). The virtualizer wraps every cell in a positioned
 * `role="presentation"` element with inline styles; pinned wrappers take the row's background so
 * the cells scrolling beneath them do not show through, and the end-pinned wrapper is moved to the
 * end edge (the `!important` outranks the virtualizer's inline offsets).
 */
const opaqueBody = { selectors: { '&:not([role="columnheader"])': { background: 'inherit' } } };
export const pinnedStart = style(opaqueBody);
export const pinnedStartEdge = style({ boxShadow: `inset -1px 0 0 ${vars.color.border}` });
export const pinnedEnd = style([opaqueBody, { boxShadow: `inset 1px 0 0 ${vars.color.border}` }]);

globalStyle(
  `${table} [role="presentation"]:has(> ${pinnedStart}), ${table} [role="presentation"]:has(> ${pinnedEnd})`,
  {
    background: 'inherit',
  },
);

globalStyle(`${table} [role="presentation"]:has(> ${pinnedEnd})`, {
  marginInlineStart: 'auto',
  insetInlineStart: 'auto !important',
  insetInlineEnd: '0 !important',
});

globalStyle(`${table} [role="row"] > [role="presentation"]`, { flex: 'none' });

export const menuButton = style({});

export const menuPopover = style({
  minWidth: 220,
  overflow: 'auto',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const menu = style({ padding: vars.space.xxs, outline: 'none' });

export const menuHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: 'uppercase',
});

export const menuSection = style({
  selectors: {
    '& + &': {
      borderTop: `1px solid ${vars.color.border}`,
      marginTop: vars.space.xxs,
      paddingTop: vars.space.xxs,
    },
  },
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-open]': { background: vars.color.surfaceHover },
  },
});

export const menuCheck = style({
  width: 14,
  height: 14,
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
});

export const menuChevron = style({
  width: 12,
  height: 12,
  marginInlineStart: 'auto',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const columnsDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  outline: 'none',
});
