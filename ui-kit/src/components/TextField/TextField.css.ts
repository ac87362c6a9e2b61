import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });
