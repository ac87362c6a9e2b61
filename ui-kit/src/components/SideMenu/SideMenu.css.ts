import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox } from '../../styles/controls.css';
import { zIndex } from '../../theme/tokens';

/** The caller sets the width (the shell's menu is 164 px, spec doc 1 §9). */
export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const search = style({ display: 'flex', flexDirection: 'column' });

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  height: 30,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
  },
});

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupHeading = style({
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const nestedList = style([list, { paddingInlineStart: vars.space.md, paddingTop: vars.space.xxs }]);

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

const control = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const item = style([
  control,
  {
    selectors: {
      '&[data-dimmed]': { color: vars.color.textMuted },
      '&[aria-current]': {
        background: vars.color.surfaceSelected,
        color: vars.color.primary,
        fontWeight: 600,
      },
    },
  },
]);

export const sectionTrigger = style([
  control,
  {
    fontWeight: 600,
    selectors: {
      // A collapsed section holding the current page says so.
      '&[data-current-ancestor][aria-expanded="false"]': { color: vars.color.primary },
    },
  },
]);

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 16, height: 16 });

export const chevron = style({
  width: 12,
  height: 12,
  flexShrink: 0,
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const panel = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const tooltip = style({
  zIndex: zIndex.tooltip,
  maxWidth: 240,
  maxHeight: 300,
  overflowY: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
});

export const noMatch = style({ margin: 0, padding: `0 ${vars.space.sm}`, color: vars.color.textMuted });

export { visuallyHidden } from '../../styles/controls.css';
