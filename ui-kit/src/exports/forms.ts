// Public exports of the forms area; src/index.ts re-exports this file.
// Form controls load on first use (lazyComponent) to keep the kit's first download small.
import type { TextFieldProps } from '../components/TextField/TextField';
import { lazyComponent } from '../lazy/lazyComponent';

export type { TextFieldProps } from '../components/TextField/TextField';

export const TextField = lazyComponent<TextFieldProps>(
  async () => ({ default: (await import('../components/TextField/TextField')).TextField }),
  'TextField',
);
