import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const sizes = styleVariants({
  small: { height: 28, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  medium: { height: 36, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.md },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.background,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerText,
    selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover } },
  },
});
