// Public exports of the display area (components, hooks, helpers); it is the `@accrue/ui-kit/display` entry.
// PageHeader (and its Breadcrumb type) is in the core entry, src/index.ts. Avatars and cards are
// small and usually on a page's first render, so they are not lazy: a lazy one would render nothing
// for a moment and shift the page. Tabs first render a light stand-in of their own (react-aria's
// tabs load when the focus enters them). The breadcrumbs (react-aria's breadcrumbs and collection
// code) load on first render, as the page header, which shows them, already loads them. The side
// menu (disclosures, a search field, tooltips) and the copy button (a tooltip) bring react-aria's
// overlay layer, which a page showing an avatar should not download: they load on first render
// (lazyComponent).
import type { SideMenuProps } from '../components/SideMenu/SideMenu';
import type { CopyToClipboardProps } from '../components/CopyToClipboard/CopyToClipboard';
import type { BackProps, BreadcrumbsProps } from '../components/Breadcrumbs/Breadcrumbs';
import { lazyComponent } from '../lazy/lazyComponent';

export {
  Avatar,
  AVATAR_DISPLAY_SIZE,
  AVATAR_SIZES,
  type AvatarProps,
  type AvatarSize,
  type AvatarUser,
} from '../components/Avatar/Avatar';
export { initialsOf } from '../components/Avatar/initials';
export { AvatarStack, type AvatarStackProps } from '../components/AvatarStack/AvatarStack';
export {
  AVATAR_STACK_MAX,
  BADGE_AVATAR_GROUP_MAX,
  splitStack,
  type StackSplit,
} from '../components/AvatarStack/stack';
export {
  BadgeAvatarGroup,
  type BadgeAvatarGroupProps,
} from '../components/BadgeAvatarGroup/BadgeAvatarGroup';
export { Card, CARD_WIDTH, type CardProps } from '../components/Card/Card';
export { Tabs, type TabsProps, type TabItem } from '../components/Tabs/Tabs';
export type { BreadcrumbsProps, BackProps } from '../components/Breadcrumbs/Breadcrumbs';
export type {
  SideMenuProps,
  SideMenuGroup,
  SideMenuSection,
  SideMenuItem,
  SideMenuEntry,
  SideMenuItemAction,
} from '../components/SideMenu/SideMenu';
export { SIDE_MENU_SEARCH_THRESHOLD, filterSideMenu } from '../components/SideMenu/sideMenuModel';
export type { CopyToClipboardProps } from '../components/CopyToClipboard/CopyToClipboard';
export {
  useCopyToClipboard,
  COPY_NOTICE_MS,
  COPY_FLAG_TIMEOUT_MS,
  type CopyNotice,
  type CopyStatus,
  type CopyToClipboardState,
  type UseCopyToClipboardOptions,
} from '../components/CopyToClipboard/useCopyToClipboard';

export const SideMenu = lazyComponent<SideMenuProps>(
  async () => ({ default: (await import('../components/SideMenu/SideMenu')).SideMenu }),
  'SideMenu',
);

export const CopyToClipboard = lazyComponent<CopyToClipboardProps>(
  async () => ({ default: (await import('../components/CopyToClipboard/CopyToClipboard')).CopyToClipboard }),
  'CopyToClipboard',
);

export const Breadcrumbs = lazyComponent<BreadcrumbsProps>(
  async () => ({ default: (await import('../components/Breadcrumbs/Breadcrumbs')).Breadcrumbs }),
  'Breadcrumbs',
);

export const BackControl = lazyComponent<BackProps>(
  async () => ({ default: (await import('../components/Breadcrumbs/Breadcrumbs')).BackControl }),
  'BackControl',
);
