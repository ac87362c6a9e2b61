import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const actions = style({ display: 'flex', gap: vars.space.sm });
