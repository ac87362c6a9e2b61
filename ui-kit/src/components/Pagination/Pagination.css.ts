import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox } from '../../styles/controls.css';
import { zIndex } from '../../theme/tokens';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const range = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 28,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
});

export const listBox = style({ padding: vars.space.xxs, outline: 'none' });

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-selected]': { background: vars.color.surfaceSelected, fontWeight: 600 },
  },
});

export const pageField = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageInput = style({
  width: 48,
  height: 28,
  padding: `0 ${vars.space.xs}`,
  ...controlBox,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const pageError = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInlineEnd: 0,
  zIndex: zIndex.tooltip,
  width: 'max-content',
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.errorText,
  fontSize: vars.fontSize.xs,
  boxShadow: vars.shadow.sm,
});

/** Previous and next point the other way in right-to-left languages. */
export const chevron = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
