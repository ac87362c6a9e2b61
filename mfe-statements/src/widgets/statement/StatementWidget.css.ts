import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

// The widget's first screen is plain HTML tables in the kit's look (LightTable.css.ts): a frame
// shows it without downloading react-aria's table (about 48 kB gzip), which only a rule's records
// load, when the rep opens them.

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const header = style({
  height: 40,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  height: 48,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: 'normal',
});

export const end = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const scroller = style({ overflowX: 'auto' });
