import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Spec doc 3 §9: cards are 316 px wide. */
export const CARD_WIDTH = 316;

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: CARD_WIDTH,
  maxWidth: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    // A link or button inside the card shows its focus on the whole card too.
    '&:focus-within:has([data-focus-visible])': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const media = style({ display: 'flex', justifyContent: 'center', background: vars.color.surface });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({ padding: vars.space.md, fontSize: vars.fontSize.md, flex: 1 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export { visuallyHidden } from '../../styles/controls.css';
