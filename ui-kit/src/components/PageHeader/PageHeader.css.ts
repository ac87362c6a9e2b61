import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { zIndex } from '../../theme/tokens';

// Spec doc 1 §2.5: horizontal padding 16 px, or 24 px from 600 px width; the header is sticky.
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 56,
  padding: `${vars.space.sm} 16px`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 600px)': { paddingInline: 24 } },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
