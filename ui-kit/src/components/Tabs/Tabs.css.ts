import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: 'color 120ms, background-color 120ms',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.primary },
    // The selected tab's underline sits on the list's border.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: -1,
      height: 2,
      background: vars.color.primary,
    },
    '[data-orientation="vertical"] &[data-selected]::after': {
      insetInline: 'auto -1px',
      top: 0,
      bottom: 0,
      width: 2,
      height: 'auto',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const panel = style({
  padding: `${vars.space.md} 0`,
  outline: 'none',
  flex: 1,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '[data-orientation="vertical"] > &': { padding: `0 ${vars.space.md}` },
  },
});
