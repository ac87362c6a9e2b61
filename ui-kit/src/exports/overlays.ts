// Public exports of the overlays and feedback area; src/index.ts re-exports this file.
// Overlays are rarely needed on a page's first render, so they load on first use (lazyComponent).
import type { ModalProps } from '../components/Modal/Modal';
import { lazyComponent } from '../lazy/lazyComponent';

export type { ModalProps, ModalSize, ModalVariant } from '../components/Modal/Modal';
export { Alert, type AlertProps, type AlertTone } from '../components/Alert/Alert';
export { Skeleton, type SkeletonProps, type SkeletonShape } from '../components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from '../components/Spinner/Spinner';

export const Modal = lazyComponent<ModalProps>(
  async () => ({ default: (await import('../components/Modal/Modal')).Modal }),
  'Modal',
);
