import type { ReactNode } from 'react';

import { Avatar, type AvatarSize, type AvatarUser } from '../Avatar/Avatar';
import { BADGE_AVATAR_GROUP_MAX, splitStack } from '../AvatarStack/stack';
import * as styles from './BadgeAvatarGroup.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

export interface BadgeAvatarGroupProps {
  users: readonly AvatarUser[];
  /** Text after the avatars, such as a team name. */
  label?: ReactNode;
  /** How many avatars to draw (spec: up to 4); the rest show as '+N'. */
  max?: number;
  /** Avatar diameter (default 20). */
  size?: AvatarSize;
  /** Names the group when `label` is not plain text; defaults to the label or the user count. */
  'aria-label'?: string;
}

/** A badge holding up to 4 avatars, a '+N' count for the others and an optional label. */
export function BadgeAvatarGroup({
  users,
  label,
  max = BADGE_AVATAR_GROUP_MAX,
  size = 20,
  ...props
}: BadgeAvatarGroupProps) {
  const intl = useKitIntl(displayMessages);
  const { shown, hiddenCount } = splitStack(users, Math.min(max, BADGE_AVATAR_GROUP_MAX));
  const countLabel = intl.formatMessage({ id: 'kit.display.avatarStack.label' }, { count: users.length });
  const groupLabel =
    props['aria-label'] ?? (typeof label === 'string' ? `${label}, ${countLabel}` : countLabel);
  return (
    <span role="group" aria-label={groupLabel} className={styles.badge}>
      <span className={styles.avatars}>
        {shown.map((user, index) => (
          <Avatar
            key={user.id ?? index}
            name={user.name}
            src={user.src}
            size={size}
            className={styles.avatar}
          />
        ))}
      </span>
      {hiddenCount > 0 ? (
        <span
          role="img"
          aria-label={intl.formatMessage({ id: 'kit.display.avatarStack.moreLabel' }, { count: hiddenCount })}
          className={styles.more}
          data-more={hiddenCount}
        >
          <span aria-hidden="true">
            {intl.formatMessage({ id: 'kit.display.avatarStack.more' }, { count: hiddenCount })}
          </span>
        </span>
      ) : null}
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
