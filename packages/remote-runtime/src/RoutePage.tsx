import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@accrue/ui-kit';
import * as styles from './RoutePage.css';

export interface PageProps {
  /** The message id of the page title. */
  title: string;
  params: Record<string, string>;
}

/** A route's page frame: its title from the spec and the parameters the route was opened with. */
export function RoutePage({ title, params }: PageProps) {
  const entries = Object.entries(params);
  return (
    <section className={styles.page}>
      <PageHeader title={<FormattedMessage id={title} />} />
      <div className={styles.body}>
        <h2 className={styles.subheading}>
          <FormattedMessage id="page.parameters" />
        </h2>
        {entries.length === 0 ? (
          <p className={styles.muted} data-testid="route-params-empty">
            <FormattedMessage id="page.noParameters" />
          </p>
        ) : (
          <dl className={styles.params} data-testid="route-params">
            {entries.map(([key, value]) => (
              <div key={key} className={styles.param}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
