import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100%' });

export const body = style({
  padding: `${vars.space.md} 16px`,
  '@media': { 'screen and (min-width: 600px)': { paddingInline: 24 } },
});

export const subheading = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  margin: `0 0 ${vars.space.sm}`,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const params = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const param = style({ display: 'flex', gap: vars.space.sm });

globalStyle(`${param} dt`, { fontWeight: 600 });
globalStyle(`${param} dd`, { margin: 0, fontFamily: vars.font.mono });
