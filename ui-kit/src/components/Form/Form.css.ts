import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const status = style({ minHeight: '1.4em', fontSize: vars.fontSize.sm });

export const statusTones = styleVariants({
  idle: { color: vars.color.textMuted },
  pending: { color: vars.color.textMuted },
  saving: { color: vars.color.textMuted },
  saved: { color: vars.color.successText },
  error: { color: vars.color.errorText },
});
