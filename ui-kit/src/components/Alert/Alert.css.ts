import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
  fontSize: vars.fontSize.md,
  lineHeight: '20px',
});

export const tones = styleVariants({
  info: { background: vars.color.infoSurface, color: vars.color.infoText },
  warning: { background: vars.color.warningSurface, color: vars.color.warningText },
  error: { background: vars.color.errorSurface, color: vars.color.errorText },
  success: { background: vars.color.successSurface, color: vars.color.successText },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: 700 });

export const action = style({ flex: '0 0 auto', alignSelf: 'center' });
