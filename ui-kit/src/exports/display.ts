// Public exports of the display area (components, hooks, helpers); it is the `@accrue/ui-kit/display` entry.
// PageHeader (and its Breadcrumb type) is in the core entry, src/index.ts. Avatars, cards, tabs and
// breadcrumbs are small and usually on a page's first render, so they are not lazy: a lazy one
// would render nothing for a moment and shift the page. The side menu (disclosures, a search
// field, tooltips) and the copy button (a tooltip) bring react-aria's overlay layer, which a page
// showing an avatar should not download: they load on first render (lazyComponent).
import type { SideMenuProps } from '../components/SideMenu/SideMenu';
import type { CopyToClipboardProps } from '../components/CopyToClipboard/CopyToClipboard';
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
export {
  Breadcrumbs,
  BackControl,
  type BreadcrumbsProps,
  type BackProps,
} from '../components/Breadcrumbs/Breadcrumbs';
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
