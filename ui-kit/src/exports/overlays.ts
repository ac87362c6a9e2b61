// Public exports of the overlays and feedback area; it is the `@accrue/ui-kit/overlays` entry.
// Overlays are rarely needed on a page's first render, so they load on first use (lazyComponent).
// Tooltip and Popover are the exception: they wrap a trigger that is part of the first render,
// and a lazy wrapper would blank that trigger until its code arrived. Snackbars are an entry of
// their own (`@accrue/ui-kit/snackbar`).
import type { DrawerProps } from '../components/Drawer/Drawer';
import type { ModalProps } from '../components/Modal/Modal';
import type { FormModalProps } from '../components/FormModal/FormModal';
import { lazyComponent } from '../lazy/lazyComponent';

export type { ModalProps, ModalSize, ModalVariant } from '../components/Modal/Modal';
export type { DrawerProps } from '../components/Drawer/Drawer';
export type { FormModalProps } from '../components/FormModal/FormModal';
export {
  DRAWER_DEFAULT_WIDTH,
  DRAWER_MIN_WIDTH,
  DRAWER_MAX_WIDTH,
  DRAWER_KEY_STEP,
  DRAWER_LARGE_STEP,
} from '../components/Drawer/drawerResize';
export {
  Tooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_MAX_HEIGHT,
  type TooltipProps,
} from '../components/Tooltip/Tooltip';
export { Popover, POPOVER_MAX_HEIGHT, type PopoverProps } from '../components/Popover/Popover';

export const Modal = lazyComponent<ModalProps>(
  async () => ({ default: (await import('../components/Modal/Modal')).Modal }),
  'Modal',
);

// The modal with a form, Cancel and an action that the pages' create, edit and confirm dialogs are.
export const FormModal = lazyComponent<FormModalProps>(
  async () => ({ default: (await import('../components/FormModal/FormModal')).FormModal }),
  'FormModal',
);

export const Drawer = lazyComponent<DrawerProps>(
  async () => ({ default: (await import('../components/Drawer/Drawer')).Drawer }),
  'Drawer',
);
