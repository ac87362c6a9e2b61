import { StatusPage } from '@accrue/remote-runtime';
import { Alert } from '@accrue/ui-kit';
import { AgreementsApiError } from './queries';

/**
 * What a page shows for an agreement it cannot read: the runtime's own "page not found" (404) or
 * "not allowed" (403) state, with its way home; any other failure is said in an alert.
 */
export function Unavailable({ error }: { error: Error }) {
  if (error instanceof AgreementsApiError && error.isNotFound) return <StatusPage status="notFound" />;
  if (error instanceof AgreementsApiError && error.isForbidden) return <StatusPage status="notAllowed" />;
  return <Alert tone="error" title={error.message} />;
}
