import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The shared field input, grown to several lines: height comes from `rows`, resizable vertically. */
export const textArea = style({
  height: 'auto',
  minHeight: 72,
  padding: vars.space.sm,
  lineHeight: 1.4,
  resize: 'vertical',
});
