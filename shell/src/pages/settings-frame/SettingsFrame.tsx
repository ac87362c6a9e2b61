import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type AppRoute, type Session } from '@accrue/remote-runtime';
import { Link } from '@accrue/ui-kit';
import { shellRoutes } from '../routes';
// The links look like the navigation menu's.
import { activeLink, link, list } from '../../chrome/Chrome.css';
import * as styles from './SettingsFrame.css';

/**
 * The company settings' pages a session may open, in the order of doc 1 §2.3 (the route table's):
 * those with a page, each shown only to whom its gate lets in.
 */
export function settingsPagesFor(session: Session): AppRoute[] {
  return shellRoutes.filter(
    (route) =>
      (route.path === '/company/settings' || route.path.startsWith('/company/settings/')) &&
      route.load !== undefined &&
      (!route.gate || route.gate(session)),
  );
}

/**
 * The frame of every company settings page (doc 1 §2.3): a side menu of the sub-pages, 164 px
 * wide, the current one marked, beside the page.
 */
export default function SettingsFrame({ path, children }: { path: string; children: ReactNode }) {
  const intl = useIntl();
  const session = useSession();
  const pages = session ? settingsPagesFor(session) : [];
  return (
    <div className={styles.frame}>
      <nav aria-label={intl.formatMessage({ id: 'menu.companySettings' })} className={styles.menu}>
        <ul className={list}>
          {pages.map((route) => (
            <li key={route.path}>
              <Link
                href={route.path}
                className={route.path === path ? activeLink : link}
                aria-current={route.path === path ? 'page' : undefined}
              >
                <FormattedMessage id={route.title} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
