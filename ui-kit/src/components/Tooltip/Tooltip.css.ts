import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { POPOVER_MAX_HEIGHT } from '../../theme/tokens';

/** Spec doc 3 §9: tooltips are at most 300 px high, like popovers; longer content scrolls. */
export const TOOLTIP_MAX_HEIGHT = POPOVER_MAX_HEIGHT;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The bubble. Its layer (zIndex.tooltip) is set inline: react-aria positions it inline too. */
export const tooltip = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: 320,
  boxSizing: 'border-box',
  background: vars.color.text,
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: '18px',
  overflow: 'hidden',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const content = style({
  maxHeight: TOOLTIP_MAX_HEIGHT,
  boxSizing: 'border-box',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflowWrap: 'anywhere',
});
