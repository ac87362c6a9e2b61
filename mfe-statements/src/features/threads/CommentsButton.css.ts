import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

/** The open threads' count beside the label, as a small pill. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.6,
});
