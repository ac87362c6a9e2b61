import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
  fontSize: vars.fontSize.md,
  lineHeight: '20px',
});

export { toneColors as tones } from '../../styles/tones.css';

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: 700 });

export const action = style({ flex: '0 0 auto', alignSelf: 'center' });
