import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Spec doc 1 §2.5: pages have horizontal padding 16 px, or 24 px from 600 px width; the same
// inset as the PageHeader above, so a page's content lines up with its title.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.md} 16px`,
  '@media': { 'screen and (min-width: 600px)': { paddingInline: 24 } },
});
