import { useState, type CSSProperties } from 'react';

import { initialsOf, toneIndexOf } from './initials';
import * as styles from './Avatar.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

/** Spec doc 3 §9: avatars display at 64 px; lists and stacks use the smaller sizes. */
export const AVATAR_DISPLAY_SIZE = 64;
export const AVATAR_SIZES = [64, 48, 40, 32, 24, 20] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

const TONES = Object.keys(styles.tones) as (keyof typeof styles.tones)[];

/** Who an avatar shows: a stack or group takes a list of these. */
export interface AvatarUser {
  /** The person's full name: the accessible name and the source of the initials. */
  name: string;
  /** The picture's URL; without one (or when it fails to load) the initials show. */
  src?: string | null;
  /** A stable key when two users may share a name. */
  id?: string | number;
}

export interface AvatarProps extends AvatarUser {
  /** Diameter in pixels (default 64, the spec's display size). */
  size?: AvatarSize;
  /**
   * When the name is written right next to the avatar, hide the avatar from assistive technology
   * so the name is not read twice.
   */
  isDecorative?: boolean;
  className?: string;
}

/** A round user picture, or the user's initials on a colour derived from the name. */
export function Avatar({ name, src, size = AVATAR_DISPLAY_SIZE, isDecorative, className }: AvatarProps) {
  const intl = useKitIntl(displayMessages);
  // Remember which picture failed rather than a flag, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = !!src && failedSrc !== src;
  const label = name.trim() || intl.formatMessage({ id: 'kit.display.avatar.unknown' });
  const initials = initialsOf(name, intl.locale);
  const tone = TONES[toneIndexOf(name, TONES.length)]!;
  const box: CSSProperties = { width: size, height: size, fontSize: Math.round(size * 0.4) };

  return (
    <span
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : label}
      aria-hidden={isDecorative || undefined}
      data-avatar=""
      data-size={size}
      data-picture={showPicture || undefined}
      className={`${styles.avatar} ${showPicture ? '' : styles.tones[tone]} ${className ?? ''}`}
      style={box}
    >
      {showPicture ? (
        <img
          src={src}
          alt=""
          className={styles.picture}
          loading="lazy"
          draggable={false}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initials || '?'}</span>
      )}
    </span>
  );
}
