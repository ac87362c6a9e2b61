import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  scrollMarginTop: vars.space.xl,
  outline: 'none',
  selectors: { '&:focus': { borderColor: vars.color.focus, boxShadow: vars.shadow.sm } },
});

export const stepHead = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const name = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const kind = style({
  marginLeft: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const formula = style({
  display: 'block',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const facts = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', margin: 0 });

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const definition = style({ margin: 0, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rates = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const rateCell = style({ padding: `${vars.space.xxs} ${vars.space.md}`, textAlign: 'start' });

export const source = style({ display: 'flex', flexDirection: 'column', fontSize: vars.fontSize.sm });
