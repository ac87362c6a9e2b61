import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const levels = styleVariants({
  1: { fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0, lineHeight: 1.25 },
  2: { fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0, lineHeight: 1.3 },
  3: { fontSize: vars.fontSize.md, fontWeight: 700, margin: 0, lineHeight: 1.35 },
  4: { fontSize: vars.fontSize.sm, fontWeight: 700, margin: 0, color: vars.color.textMuted },
});
