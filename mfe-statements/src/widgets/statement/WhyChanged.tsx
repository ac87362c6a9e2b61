import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AccrueClient } from '@accrue/sdk';
import { Alert, Spinner } from '@accrue/ui-kit';
import { ComparisonView, type VersionComparison } from '../../features/statements/VersionChanges';

/**
 * "Why did my number change" inside the host page (issue #14 point 4): the statement's latest
 * version against the one before, each figure's old and new value with its causes (a record an
 * import changed, a new plan version, an adjustment, an overwrite), as the statement page's history
 * tab shows them. Loaded only when the rep asks (StatementWidget), with the frame's session.
 */
export default function WhyChanged({ api, statementId }: { api: AccrueClient; statementId: number }) {
  const intl = useIntl();
  const changes = useQuery({
    queryKey: ['widget', 'statement', statementId, 'why-changed'],
    retry: false,
    queryFn: async (): Promise<VersionComparison | null> => {
      const versions = await api.GET('/statements/{statementId}/versions', {
        params: { path: { statementId }, query: { page: 0, limit: 2 } },
      });
      if (versions.error || !versions.data) throw new Error(messageOf(versions.error));
      const [latest, previous] = versions.data.items;
      if (!latest || !previous) return null;
      const compared = await api.GET('/statements/{statementId}/versions/{fromVersion}/compare/{toVersion}', {
        params: { path: { statementId, fromVersion: previous.version, toVersion: latest.version } },
      });
      if (compared.error || !compared.data) throw new Error(messageOf(compared.error));
      return compared.data;
    },
  });
  if (changes.isPending)
    return <Spinner aria-label={intl.formatMessage({ id: 'statement.history.whyChanged' })} />;
  if (changes.error)
    return (
      <Alert
        tone="error"
        title={intl.formatMessage({ id: 'statements.loadError' }, { message: changes.error.message })}
      />
    );
  if (!changes.data)
    return <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'widget.statement.firstVersion' })}</p>;
  return (
    <>
      <p style={{ margin: 0 }}>
        {intl.formatMessage(
          { id: 'widget.statement.comparedVersions' },
          {
            from: changes.data.from.version,
            to: changes.data.to.version,
            date: intl.formatDate(changes.data.to.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        )}
      </p>
      <ComparisonView comparison={changes.data} />
    </>
  );
}

function messageOf(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : 'Error';
}
