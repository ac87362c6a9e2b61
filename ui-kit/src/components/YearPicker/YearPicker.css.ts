import { style } from '@vanilla-extract/css';
import { item } from '../MonthPicker/MonthPicker.css';

/** A year of the grid: digits of equal width so the columns line up. */
export const year = style([item, { fontVariantNumeric: 'tabular-nums' }]);
