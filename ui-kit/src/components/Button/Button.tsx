import { forwardRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  variant?: keyof typeof styles.variants;
  size?: keyof typeof styles.sizes;
}

/** A button: press, keyboard and focus handling from react-aria, styled by the theme. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'medium', ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={`${styles.base} ${styles.variants[variant]} ${styles.sizes[size]}`}
    />
  );
});
