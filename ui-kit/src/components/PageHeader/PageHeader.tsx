import type { ReactNode } from 'react';
import type { Breadcrumb, BreadcrumbsProps } from '../Breadcrumbs/Breadcrumbs';
import { Heading } from '../Heading/Heading';
import { lazyComponent } from '../../lazy/lazyComponent';
import * as styles from './PageHeader.css';

export type { Breadcrumb } from '../Breadcrumbs/Breadcrumbs';

// The page header is in the kit's core entry (every page shows one) but most headers have no
// trail: the breadcrumbs (react-aria's collections and the display labels) load only for those
// that do.
const Breadcrumbs = lazyComponent<BreadcrumbsProps>(
  async () => ({ default: (await import('../Breadcrumbs/Breadcrumbs')).Breadcrumbs }),
  'Breadcrumbs',
);

export interface PageHeaderProps {
  /** The page title: the page's one level-1 heading. */
  title: ReactNode;
  /** The trail above the title; the last crumb may omit href. */
  breadcrumbs?: Breadcrumb[];
  /** A back link shown before the trail. */
  backHref?: string;
  /** A back button shown before the trail, when going back is not a plain link (ignored with backHref). */
  onBack?: () => void;
  actions?: ReactNode;
}

/** The sticky header at the top of every page: back, breadcrumbs, the title and the page actions. */
export function PageHeader({ title, breadcrumbs, backHref, onBack, actions }: PageHeaderProps) {
  const hasTrail = !!breadcrumbs?.length || backHref != null || onBack != null;
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {hasTrail ? <Breadcrumbs items={breadcrumbs ?? []} backHref={backHref} onBack={onBack} /> : null}
        <Heading level={1}>{title}</Heading>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
