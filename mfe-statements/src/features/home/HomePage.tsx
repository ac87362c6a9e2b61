import { useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { PageBody, PageHeader } from '@accrue/ui-kit';
import { HomeSummary } from './HomeSummary';

/**
 * /home (doc 1 §2.2, issue #13 point 11): the welcome, then the summary (this period's total and
 * its change, progress to quota, what changed since the last visit, the latest statements, and a
 * manager's team), which the embeddable dashboard widget shows too.
 */
export default function HomePage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  return (
    <section>
      <PageHeader title={intl.formatMessage({ id: title })} />
      <PageBody>
        <p style={{ margin: 0 }}>
          {intl.formatMessage({ id: 'home.welcome' }, { name: session.me.user.firstName })}
        </p>
        <HomeSummary />
      </PageBody>
    </section>
  );
}
