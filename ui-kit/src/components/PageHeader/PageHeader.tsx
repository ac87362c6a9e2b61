import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import * as styles from './PageHeader.css';

export interface Breadcrumb {
  label: ReactNode;
  href?: string;
}

export interface PageHeaderProps {
  /** The page title: the page's one level-1 heading. */
  title: ReactNode;
  /** The trail above the title; the last crumb may omit href. */
  breadcrumbs?: Breadcrumb[];
  /** A back link shown before the title. */
  backHref?: string;
  actions?: ReactNode;
}

/** The sticky header at the top of every page. */
export function PageHeader({ title, breadcrumbs, backHref, actions }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      {backHref ? <Link href={backHref}>{intl.formatMessage({ id: 'kit.back' })}</Link> : null}
      <div className={styles.titles}>
        {breadcrumbs?.length ? (
          <nav aria-label={intl.formatMessage({ id: 'kit.breadcrumbs' })}>
            <ol className={styles.breadcrumbs}>
              {breadcrumbs.map((crumb, index) => (
                <Fragment key={index}>
                  {index > 0 ? <li aria-hidden="true">/</li> : null}
                  <li>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : crumb.label}</li>
                </Fragment>
              ))}
            </ol>
          </nav>
        ) : null}
        <Heading level={1}>{title}</Heading>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
