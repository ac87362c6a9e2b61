import { createGlobalVar, style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

/**
 * The comments panel's width, set on the statement by the page while the panel shows. A global
 * (fixed) name: the page sets it inline, without a helper package that knows a hashed one.
 */
export const PANEL_WIDTH_PROPERTY = '--accrue-statement-comments-width';
const panelWidth = createGlobalVar(PANEL_WIDTH_PROPERTY.slice(2));

/**
 * The statement beside the open panel: the panel is fixed over the window's right edge, so on a
 * wide screen the statement makes room for it; on a narrow one the panel covers it, as a drawer.
 */
export const besidePanel = style({
  '@media': { 'screen and (min-width: 1000px)': { paddingInlineEnd: panelWidth } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const threads = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const threadHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: 600,
});

export const excerpt = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const messageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const author = style({ fontWeight: 600 });

/** A message as it was typed: its line breaks kept, a long word wrapped. */
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const viewers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
