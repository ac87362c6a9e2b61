import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const empty = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
  selectors: { '&[data-empty="dash"]': { fontStyle: 'normal' } },
});
