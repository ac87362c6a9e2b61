import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const column = style({
  height: 40,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

/** Only rows with an action take the focus and react to the pointer. */
export const row = style({
  outline: 'none',
  selectors: {
    '&[data-action]': { cursor: 'pointer' },
    '&[data-action]:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

/** A body cell; the first one is a row header (`th`), which looks like the others. */
export const cell = style({
  height: 48,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
  textAlign: 'start',
});

export const end = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({ display: 'flex', justifyContent: 'center' });
