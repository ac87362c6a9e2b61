import { style } from '@vanilla-extract/css';
import { lightTableLook } from '@accrue/ui-kit/theme';

// The widget's first screen is plain HTML tables in the kit's look (lightTableLook): a frame
// shows it without downloading react-aria's table (about 48 kB gzip), which only a rule's records
// load, when the rep opens them.

export const table = style(lightTableLook.table);

export const header = style(lightTableLook.header);

export const cell = style(lightTableLook.cell);

export const end = style(lightTableLook.end);

export const scroller = style(lightTableLook.scroller);
