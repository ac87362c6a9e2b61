import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  fontFamily: vars.font.body,
  fontWeight: 600,
  lineHeight: 1,
  letterSpacing: '0.02em',
  userSelect: 'none',
  verticalAlign: 'middle',
});

/** Initials colours: theme pairs only, so both schemes keep their contrast. */
export const tones = styleVariants({
  info: { background: vars.color.infoSurface, color: vars.color.infoText },
  success: { background: vars.color.successSurface, color: vars.color.successText },
  warning: { background: vars.color.warningSurface, color: vars.color.warningText },
  error: { background: vars.color.errorSurface, color: vars.color.errorText },
  neutral: { background: vars.color.surfaceSelected, color: vars.color.text },
});

export const picture = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surface,
});
