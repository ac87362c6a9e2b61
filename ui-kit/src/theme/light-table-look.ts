import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The light table's look, as style rules (not classes): the kit's LightTable and a table in plain
 * markup that must look the same without its code (the statement widget's first screen) each make
 * their classes from these, in their own `.css.ts`.
 */
export const lightTableLook = {
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    color: vars.color.text,
    fontSize: vars.fontSize.md,
  },
  /** A column's header cell. */
  header: {
    height: 40,
    padding: `0 ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    textAlign: 'start',
    whiteSpace: 'nowrap',
  },
  /** A body cell; the first one is a row header (`th`), which looks like the others. */
  cell: {
    height: 48,
    padding: `0 ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    fontWeight: 'normal',
    textAlign: 'start',
  },
  /** A cell aligned to the end (figures). */
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  scroller: { overflowX: 'auto' },
} satisfies Record<string, StyleRule>;
