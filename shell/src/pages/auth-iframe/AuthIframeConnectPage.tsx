import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '@accrue/ui-kit';
import { signInUrl } from '../../session/session';
import { asOrigin, CONNECT_MESSAGE, mintOwnToken, ownAccessToken } from './frame-connection';
import * as styles from './AuthIframePage.css';

type State =
  { step: 'working' } | { step: 'done' } | { step: 'no-frame' } | { step: 'failed'; message: string };

/**
 * The pop-up of the `/auth/iframe` flow (issue #14 point 2), on the product's own origin, so
 * first-party: without a session it goes through sign-in and comes back here; then it mints an
 * embed token for the signed-in person, bound to the host page's origin, hands it to the frame that
 * opened it (addressed to this origin: only our own frame can read it) and closes.
 */
export default function AuthIframeConnectPage() {
  const [state, setState] = useState<State>({ step: 'working' });

  useEffect(() => {
    const host = asOrigin(new URLSearchParams(window.location.search).get('host'));
    const frame = window.opener as Window | null;
    if (!host || !frame) {
      setState({ step: 'no-frame' });
      return;
    }
    void (async () => {
      const accessToken = await ownAccessToken();
      if (!accessToken) {
        window.location.replace(signInUrl(`${window.location.pathname}${window.location.search}`));
        return;
      }
      const token = await mintOwnToken(accessToken, host);
      frame.postMessage({ source: 'accrue', type: CONNECT_MESSAGE, token }, window.location.origin);
      setState({ step: 'done' });
      window.close();
    })().catch((error: unknown) =>
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);

  return (
    <div className={styles.page}>
      {state.step === 'working' ? (
        <p className={styles.intro} role="status">
          <FormattedMessage id="auth.iframe.connecting" />
        </p>
      ) : state.step === 'failed' ? (
        <Alert tone="error" title={<FormattedMessage id="auth.iframe.failed" />}>
          {state.message}
        </Alert>
      ) : (
        <p className={styles.intro}>
          <FormattedMessage id={state.step === 'done' ? 'auth.iframe.connected' : 'auth.iframe.noFrame'} />
        </p>
      )}
    </div>
  );
}
