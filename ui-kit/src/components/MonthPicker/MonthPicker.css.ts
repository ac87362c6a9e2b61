import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox } from '../../styles/controls.css';
import { MONTH_PICKER_COLUMNS } from './month-grid';

/** The button showing the picked month (or year), looking like the other fields. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 180,
  width: 'fit-content',
  height: 36,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const triggerInvalid = style({ borderColor: vars.color.danger });

export const placeholder = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${MONTH_PICKER_COLUMNS}, minmax(64px, 1fr))`,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  outline: 'none',
});

/** A month (or year) of the grid. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});
