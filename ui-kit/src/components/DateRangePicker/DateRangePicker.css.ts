import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cell as dayCell } from '../DatePicker/DatePicker.css';

/** The dash between the start and end fields. */
export const separator = style({ color: vars.color.textMuted, padding: `0 ${vars.space.xxs}` });

/** A day of the range calendar: the ends stand out, the days between are tinted. */
export const cell = style([
  dayCell,
  {
    selectors: {
      '&[data-selected]': {
        background: vars.color.surfaceSelected,
        color: vars.color.text,
        borderRadius: 0,
      },
      '&[data-selection-start], &[data-selection-end]': {
        background: vars.color.primary,
        color: vars.color.primaryText,
      },
      '&[data-selection-start]': {
        borderStartStartRadius: vars.radius.sm,
        borderEndStartRadius: vars.radius.sm,
      },
      '&[data-selection-end]': {
        borderStartEndRadius: vars.radius.sm,
        borderEndEndRadius: vars.radius.sm,
      },
    },
  },
]);
