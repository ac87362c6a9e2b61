import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 200,
  flex: '1 1 200px',
});

export const marker = style({
  display: 'inline-flex',
  flex: '0 0 auto',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  border: '2px solid transparent',
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

/** The marker of a step by where it stands: validated, awaiting its reviewer, not reached yet. */
export const markers = styleVariants({
  done: { background: vars.color.successSurface, color: vars.color.successText },
  current: { background: vars.color.background, color: vars.color.primary, borderColor: vars.color.primary },
  pending: { background: vars.color.background, color: vars.color.textMuted, borderColor: vars.color.border },
});

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepName = style({ fontWeight: 600, color: vars.color.text });

export const forced = style({ color: vars.color.warningText, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
