import { style } from '@vanilla-extract/css';

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
