import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { END_ROOM, field } from '../Select/Select.css';

/**
 * The chips, laid over the trigger's value area (one line; the rest summed up in a '+N' chip).
 * Clicks pass through to the trigger underneath.
 */
export const overlay = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: `calc(${vars.space.sm} + 1px)`,
  insetInlineEnd: END_ROOM,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const chips = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
});

/** Lays every chip out at its natural width, unseen, so the visible row knows how many fit. */
export const measure = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  display: 'flex',
  gap: vars.space.xs,
  width: 'max-content',
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  height: 24,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSelected,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // Muted rather than faded: axe cannot tell these chips belong to a disabled trigger.
    [`${field}[data-disabled] &`]: { background: vars.color.surface, color: vars.color.textMuted },
  },
});

export const overflowChip = style([chip, { flex: 'none', fontWeight: 600 }]);
