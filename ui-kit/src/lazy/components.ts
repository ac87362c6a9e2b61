import type { ModalProps } from '../components/Modal/Modal';
import type { TextFieldProps } from '../components/TextField/TextField';
import { lazyComponent } from './lazyComponent';

export const Modal = lazyComponent<ModalProps>(
  async () => ({ default: (await import('../components/Modal/Modal')).Modal }),
  'Modal',
);

export const TextField = lazyComponent<TextFieldProps>(
  async () => ({ default: (await import('../components/TextField/TextField')).TextField }),
  'TextField',
);
