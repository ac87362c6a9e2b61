import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 28,
  maxWidth: '100%',
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const icon = style({ width: 14, height: 14, flexShrink: 0 });

/** The shared field input, compact enough for a table cell. */
export const input = style({ height: 28, minWidth: 0, width: '12em' });

export const tooltip = style({
  zIndex: zIndex.tooltip,
  maxWidth: 320,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.errorSurface,
  color: vars.color.errorText,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
});
