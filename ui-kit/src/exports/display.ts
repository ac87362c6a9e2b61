// Public exports of the display area (components, hooks, helpers); it is the `@accrue/ui-kit/display` entry.
// PageHeader (and its Breadcrumb type) is in the core entry, src/index.ts. These components are
// small and usually on a page's first render (the shell's side menu, avatars, tabs), so none loads
// lazily: a lazy one would render nothing for a moment and shift the page.
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
export {
  SideMenu,
  type SideMenuProps,
  type SideMenuGroup,
  type SideMenuSection,
  type SideMenuItem,
  type SideMenuEntry,
  type SideMenuItemAction,
} from '../components/SideMenu/SideMenu';
export { SIDE_MENU_SEARCH_THRESHOLD, filterSideMenu } from '../components/SideMenu/sideMenuModel';
export { CopyToClipboard, type CopyToClipboardProps } from '../components/CopyToClipboard/CopyToClipboard';
export {
  useCopyToClipboard,
  COPY_NOTICE_MS,
  COPY_FLAG_TIMEOUT_MS,
  type CopyNotice,
  type CopyStatus,
  type CopyToClipboardState,
  type UseCopyToClipboardOptions,
} from '../components/CopyToClipboard/useCopyToClipboard';
