import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps {
  level: HeadingLevel;
  children: ReactNode;
  id?: string;
}

/** A section heading of the right level (pages have one level 1 heading: their title). */
export function Heading({ level, children, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.levels[level]}>
      {children}
    </Tag>
  );
}
