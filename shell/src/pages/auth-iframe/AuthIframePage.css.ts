import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const intro = style({ margin: 0, maxWidth: 360 });
