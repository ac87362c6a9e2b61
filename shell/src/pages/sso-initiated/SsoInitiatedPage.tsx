import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '@accrue/ui-kit';

/** Where the API's sign-in starts for a connection (spec doc 1 §2.1: tenant is the connection name). */
export function loginUrl(search: string): string {
  const tenant = new URLSearchParams(search).get('tenant');
  const query = new URLSearchParams({ returnTo: '/' });
  if (tenant) query.set('tenant', tenant);
  return `/api/auth/login?${query.toString()}`;
}

/** Starts a login redirect through the identity provider, for the given tenant when there is one. */
export default function SsoInitiatedPage() {
  useEffect(() => {
    window.location.replace(loginUrl(window.location.search));
  }, []);
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 24 }}>
      <Spinner size={24} />
      <FormattedMessage id="auth.validating" />
    </div>
  );
}
