import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceHover,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shapes = styleVariants({
  text: { borderRadius: vars.radius.sm, height: '1em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.round },
});
