import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export type SkeletonShape = keyof typeof styles.shapes;

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS width; a number is pixels. Defaults to the full width of its container. */
  width?: number | string;
  /** CSS height; a number is pixels. Text skeletons default to one line. */
  height?: number | string;
}

/**
 * A placeholder the size of content still loading. It is decorative: the surrounding area says
 * it is busy (`aria-busy`, a Spinner or a status message), so screen readers do not read ghosts.
 */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  const size: CSSProperties = { width, height: height ?? (shape === 'circle' ? width : undefined) };
  return (
    <span
      aria-hidden="true"
      data-skeleton={shape}
      className={`${styles.skeleton} ${styles.shapes[shape]}`}
      style={size}
    />
  );
}
