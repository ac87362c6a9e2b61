import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The surface and text colours of the four feedback tones (alerts and snackbars). */
export const toneColors = styleVariants({
  info: { background: vars.color.infoSurface, color: vars.color.infoText },
  warning: { background: vars.color.warningSurface, color: vars.color.warningText },
  error: { background: vars.color.errorSurface, color: vars.color.errorText },
  success: { background: vars.color.successSurface, color: vars.color.successText },
});
