import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const frame = style({ display: 'flex', alignItems: 'flex-start', minHeight: '100%' });

/** Doc 1 §2.3: a side menu 164 px wide. */
export const menu = style({
  flex: 'none',
  width: 164,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRight: `1px solid ${vars.color.border}`,
  alignSelf: 'stretch',
});

export const page = style({ flex: 1, minWidth: 0 });
