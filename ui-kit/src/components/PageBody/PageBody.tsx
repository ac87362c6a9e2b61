import type { ReactNode } from 'react';
import * as styles from './PageBody.css';

export interface PageBodyProps {
  children: ReactNode;
  /** Names the region for assistive technologies when a page has more than one. */
  'aria-label'?: string;
}

/**
 * What a page shows under its PageHeader, inset as the spec's page layout says (16 px, 24 px from
 * 600 px width) and its blocks spaced evenly: every page pads the same way without its own styles.
 */
export function PageBody({ children, 'aria-label': ariaLabel }: PageBodyProps) {
  return (
    <div className={styles.body} aria-label={ariaLabel} role={ariaLabel ? 'region' : undefined}>
      {children}
    </div>
  );
}
