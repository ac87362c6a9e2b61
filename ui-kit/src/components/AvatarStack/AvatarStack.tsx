import type { CSSProperties } from 'react';

import { Avatar, type AvatarSize, type AvatarUser } from '../Avatar/Avatar';
import { AVATAR_STACK_MAX, splitStack } from './stack';
import * as styles from './AvatarStack.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

export interface AvatarStackProps {
  users: readonly AvatarUser[];
  /** How many avatars to draw before '+N' (spec default 3). */
  max?: number;
  /** Avatar diameter (default 32). */
  size?: AvatarSize;
  /** Names the group; defaults to the number of users ('8 users'). */
  'aria-label'?: string;
}

/** Overlapping avatars of the first users, then '+N' for the others (spec doc 3 §9). */
export function AvatarStack({ users, max = AVATAR_STACK_MAX, size = 32, ...props }: AvatarStackProps) {
  const intl = useKitIntl(displayMessages);
  const { shown, hiddenCount } = splitStack(users, max);
  const overlap = { '--avatar-overlap': `${Math.round(size / 4)}px` } as CSSProperties;
  const chip: CSSProperties = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.36)) };
  return (
    <div
      role="group"
      aria-label={
        props['aria-label'] ??
        intl.formatMessage({ id: 'kit.display.avatarStack.label' }, { count: users.length })
      }
      className={styles.stack}
      style={overlap}
    >
      {shown.map((user, index) => (
        <Avatar key={user.id ?? index} name={user.name} src={user.src} size={size} className={styles.item} />
      ))}
      {hiddenCount > 0 ? (
        <span
          role="img"
          aria-label={intl.formatMessage({ id: 'kit.display.avatarStack.moreLabel' }, { count: hiddenCount })}
          data-more={hiddenCount}
          className={`${styles.more} ${styles.item}`}
          style={chip}
        >
          <span aria-hidden="true">
            {intl.formatMessage({ id: 'kit.display.avatarStack.more' }, { count: hiddenCount })}
          </span>
        </span>
      ) : null}
    </div>
  );
}
