import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

const TRACK_WIDTH = 36;
const TRACK_HEIGHT = 20;
const THUMB = 14;

/** The track; its thumb slides to the end when on. */
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: TRACK_WIDTH,
  height: TRACK_HEIGHT,
  borderRadius: vars.radius.round,
  background: vars.color.borderStrong,
  transition: 'background-color 120ms',
  selectors: {
    [`${button}[data-selected] &`]: { background: vars.color.primary },
    [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${button}[data-invalid] &`]: { outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 },
    [`${button}[data-invalid][data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: (TRACK_HEIGHT - THUMB) / 2,
  insetInlineStart: (TRACK_HEIGHT - THUMB) / 2,
  width: THUMB,
  height: THUMB,
  borderRadius: vars.radius.round,
  background: vars.color.background,
  boxShadow: vars.shadow.sm,
  transition: 'transform 120ms',
  selectors: {
    [`${button}[data-selected] &`]: { transform: `translateX(${TRACK_WIDTH - TRACK_HEIGHT}px)` },
    // Right-to-left languages slide the other way.
    [`[dir="rtl"] ${button}[data-selected] &`]: { transform: `translateX(-${TRACK_WIDTH - TRACK_HEIGHT}px)` },
  },
});
