import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  boxSizing: 'border-box',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
