import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '@accrue/ui-kit';

/** The channel the page that opened a connector's OAuth window listens on (spec doc 1 §2.1). */
export const CONNECTORS_OAUTH_CHANNEL = 'connectors-oauth-callback';

/** Posts the OAuth answer (the query string) back to the opener's tab and closes this window. */
export default function ConnectorCallbackPage() {
  useEffect(() => {
    const channel = new BroadcastChannel(CONNECTORS_OAUTH_CHANNEL);
    channel.postMessage(window.location.search);
    channel.close();
    window.close();
  }, []);
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 24 }}>
      <Spinner size={24} />
      <FormattedMessage id="auth.validating" />
    </div>
  );
}
