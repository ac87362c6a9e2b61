import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

/** The steps of a workflow in the list: one line each, numbered in the text. */
export const stepLines = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const stepsHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const stepsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** One step of the form: its number and buttons above, then its name and who validates it. */
export const step = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const stepHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const stepFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const userChoice = style({ display: 'grid', gap: vars.space.xs });
