import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { lightTableLook } from '../../theme/light-table-look';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const scroller = style(lightTableLook.scroller);

export const table = style(lightTableLook.table);

export const column = style(lightTableLook.header);

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
export const cell = style(lightTableLook.cell);

export const end = style(lightTableLook.end);

export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({ display: 'flex', justifyContent: 'center' });
