import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Skeleton } from '@accrue/ui-kit';
import { usePlanVersions, type Plan } from './queries';

/** Every saved change of the plan, newest first: its version, when, who, and what changed. */
export default function HistoryTab({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const versions = usePlanVersions(plan.id, true);
  if (versions.error) return <Alert tone="error" title={versions.error.message} />;
  if (!versions.data) return <Skeleton />;
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'plans.history.list' })}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {versions.data.items.map((version) => (
        <li
          key={version.id}
          data-version={version.version}
          style={{ padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,0.08)' }}
        >
          <strong>
            <FormattedMessage id="plans.history.version" values={{ version: version.version }} />
          </strong>{' '}
          <small>
            {intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            {' · '}
            {version.author ? (
              `${version.author.firstName} ${version.author.lastName}`
            ) : (
              <FormattedMessage id="plans.history.system" />
            )}
          </small>
          <div>{version.summary}</div>
        </li>
      ))}
    </ol>
  );
}
