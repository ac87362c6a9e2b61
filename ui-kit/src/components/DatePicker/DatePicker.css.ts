import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconButtonBase } from '../../styles/controls.css';

/** The field box holding the date segments and the calendar button. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  width: 'fit-content',
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const dateInput = style({ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' });

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const iconButton = style({
  ...iconButtonBase,
  width: 30,
  height: 30,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const icon = style({ width: 16, height: 16, flexShrink: 0 });

export const popover = style({
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  outline: 'none',
});

/** The draft shown at the top of the open popover ('Pick a date' until something is picked). */
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  textAlign: 'center',
});

export const summaryEmpty = style({ fontWeight: 400, color: vars.color.textMuted });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});

export const grid = style({ borderCollapse: 'collapse', margin: '0 auto' });

export const headerCell = style({
  height: 24,
  padding: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 28,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-today]': { fontWeight: 700, textDecoration: 'underline' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
    '&[data-unavailable]': {
      textDecoration: 'line-through',
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': { background: vars.color.danger, color: vars.color.dangerText },
  },
});

/** The 'Time' field under the calendar. */
export const timeField = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const timeInput = style([group, { minHeight: 30 }]);

export const timeLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
