import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  verticalAlign: 'middle',
});

export const icon = style({ width: 16, height: 16, flexShrink: 0 });

/** The success notice floats above the button, like a tooltip, for a second. */
export const notice = style({
  position: 'absolute',
  bottom: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: 0,
  zIndex: zIndex.tooltip,
  width: 'max-content',
  maxWidth: 300,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
});

/** A failure stays next to the button, in the error colours, until the next attempt. */
export const failure = style({
  maxWidth: 300,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.errorText,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** Live regions stay in the page while empty, so what appears in them is announced. */
export { visuallyHidden as empty } from '../../styles/controls.css';
