import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Alert, Button } from '@accrue/ui-kit';
import {
  connectPopupUrl,
  exchangeToken,
  hostOriginOf,
  mintOwnToken,
  mountDashboard,
  ownAccessToken,
  tokenFromPopup,
  type Mounted,
} from './frame-connection';
import * as styles from './AuthIframePage.css';

export interface AuthIframePageProps extends Partial<PageProps> {
  /** Where the connected frame shows the rep's home (tests replace the remote's widget). */
  mount?: typeof mountDashboard;
}

type State =
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'connecting' }
  | { step: 'connected' }
  | { step: 'failed'; message: string };

/**
 * Spec doc 1 §2.1, the connect page a CRM shows in its iframe.
 * - Opened on its own (not framed): an authenticated user goes to the root; Login opens the root in
 *   a new tab, then the page says to reload once authenticated and the button becomes Reload.
 * - Framed by a host page (issue #14 point 2): the root cannot show in a frame (its policy forbids
 *   it) and the session cookie is a third-party one there, usually blocked. When the browser still
 *   sends it, the frame connects at once; otherwise Login opens a pop-up that signs in and hands
 *   back a token (frame-connection.ts). Either way the frame then shows the rep's home, with a
 *   session held in memory only. Reload stays, as the spec has it, for a pop-up that was closed.
 */
export default function AuthIframePage({ mount = mountDashboard }: AuthIframePageProps) {
  const [hostOrigin] = useState(() => hostOriginOf());
  const [state, setState] = useState<State>({ step: 'idle' });
  const popup = useRef<Window | null>(null);
  const widgetArea = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);

  const disconnect = useCallback(() => {
    mounted.current?.unmount();
    mounted.current = null;
    setState({ step: 'idle' });
  }, []);

  const connect = useCallback(
    async (token: string, host: string) => {
      setState({ step: 'connecting' });
      try {
        const session = await exchangeToken(token, host);
        setState({ step: 'connected' });
        mounted.current?.unmount();
        mounted.current = await mount(widgetArea.current!, session, disconnect);
        window.setTimeout(disconnect, session.expiresIn * 1000);
      } catch (error) {
        setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [disconnect, mount],
  );

  // Already signed in, with a cookie this frame may use: the root, or (framed) the rep's home.
  useEffect(() => {
    let cancelled = false;
    void ownAccessToken().then(async (accessToken) => {
      if (!accessToken || cancelled) return;
      if (!hostOrigin) {
        window.location.assign('/');
        return;
      }
      const token = await mintOwnToken(accessToken, hostOrigin).catch(() => null);
      if (token && !cancelled) await connect(token, hostOrigin);
    });
    return () => {
      cancelled = true;
    };
  }, [connect, hostOrigin]);

  // The pop-up's token: from the window we opened, on our own origin, nothing else.
  useEffect(() => {
    if (!hostOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const token = tokenFromPopup(event, popup.current, window.location.origin);
      if (!token) return;
      popup.current = null;
      void connect(token, hostOrigin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [connect, hostOrigin]);

  useEffect(() => () => mounted.current?.unmount(), []);

  const login = () => {
    if (hostOrigin) {
      popup.current = window.open(
        connectPopupUrl(hostOrigin),
        'accrue-connect',
        'popup,width=480,height=640',
      );
    } else {
      window.open('/', '_blank', 'noopener');
    }
    setState({ step: 'waiting' });
  };

  const connected = state.step === 'connected';
  return (
    <>
      {connected ? null : (
        <div className={styles.page}>
          {state.step === 'connecting' ? (
            <p className={styles.intro} role="status">
              <FormattedMessage id="auth.iframe.connecting" />
            </p>
          ) : (
            <>
              {state.step === 'failed' ? (
                <Alert tone="error" title={<FormattedMessage id="auth.iframe.failed" />}>
                  {state.message}
                </Alert>
              ) : null}
              <p className={styles.intro}>
                <FormattedMessage
                  id={
                    state.step !== 'waiting'
                      ? 'auth.iframe.intro'
                      : hostOrigin
                        ? 'auth.iframe.popupHint'
                        : 'auth.iframe.reloadHint'
                  }
                />
              </p>
              {state.step === 'waiting' ? (
                <Button variant="primary" onPress={() => window.location.reload()}>
                  <FormattedMessage id="auth.iframe.reload" />
                </Button>
              ) : (
                <Button variant="primary" onPress={login}>
                  <FormattedMessage id="auth.iframe.login" />
                </Button>
              )}
            </>
          )}
        </div>
      )}
      <div ref={widgetArea} data-testid="iframe-widget" hidden={!connected} />
    </>
  );
}
