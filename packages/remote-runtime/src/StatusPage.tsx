import { FormattedMessage } from 'react-intl';
import { Link, PageHeader } from '@accrue/ui-kit';
import { fallbackRoute, useSession } from './session-context';
import * as styles from './RoutePage.css';

export type PageStatus = 'notFound' | 'notAllowed';

/**
 * What a user sees instead of a page: an address that leads to no page ("page not found"), or a page
 * their role may not open ("not allowed"), each with a way home (/home, or /statements for whoever
 * may not see home: spec doc 1 §2.2).
 */
export function StatusPage({ status }: { status: PageStatus }) {
  const home = fallbackRoute(useSession());
  return (
    <section className={styles.page} data-testid={`status-${status}`}>
      <PageHeader title={<FormattedMessage id={`status.${status}.title`} />} />
      <div className={styles.body}>
        <p className={styles.muted}>
          <FormattedMessage id={`status.${status}.body`} />
        </p>
        <p>
          <Link href={home}>
            <FormattedMessage id="status.home" />
          </Link>
        </p>
      </div>
    </section>
  );
}
