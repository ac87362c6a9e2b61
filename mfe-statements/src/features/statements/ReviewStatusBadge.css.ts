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

/** One tone per review status: grey before any step, amber while under way, green once complete. */
export const tones = styleVariants({
  unreviewed: { background: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.border },
  underReview: { background: vars.color.warningSurface, color: vars.color.warningText },
  reviewed: { background: vars.color.successSurface, color: vars.color.successText },
});
