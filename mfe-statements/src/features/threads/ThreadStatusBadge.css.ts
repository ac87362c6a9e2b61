import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});

/** Amber while a question waits for someone to look at it, green once reviewed. */
export const tones = styleVariants({
  open: { background: vars.color.warningSurface, color: vars.color.warningText },
  reviewed: { background: vars.color.successSurface, color: vars.color.successText },
});
