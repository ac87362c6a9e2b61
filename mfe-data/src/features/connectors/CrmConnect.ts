import { useEffect, useRef, useState } from 'react';
import { oauthAnswer } from './model';
import { useAuthorizeIntegration, useRegisterIntegration, type Connection } from './queries';

/**
 * The channel the shell's `/auth/{connector}/callback` page posts the provider's answer on (spec
 * doc 1 §2.1); the same name as the shell's CONNECTORS_OAUTH_CHANNEL.
 */
export const CONNECTORS_OAUTH_CHANNEL = 'connectors-oauth-callback';

export type CrmOutcome =
  | { integration: string; connection: Connection }
  | { integration: string; error: string }
  | { integration: string; blocked: true };

/**
 * Connecting a CRM: a window opens (at once, in the press, so no pop-up blocker stops it) on the
 * provider's authorization page, whose address the API gives with a state bound to this session;
 * the provider sends that window back to the shell's callback page, which posts the code and state
 * here and closes; the code is then registered with the API, which keeps the tokens. Nothing of the
 * exchange is kept in the browser.
 */
export function useCrmConnect(onOutcome: (outcome: CrmOutcome) => void) {
  const authorize = useAuthorizeIntegration();
  const register = useRegisterIntegration();
  const [waiting, setWaiting] = useState<string | null>(null);
  const report = useRef(onOutcome);
  report.current = onOutcome;
  const registerRef = useRef(register.mutate);
  registerRef.current = register.mutate;

  useEffect(() => {
    if (!waiting) return;
    const channel = new BroadcastChannel(CONNECTORS_OAUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const answer = oauthAnswer(event.data);
      if (!answer) return;
      setWaiting(null);
      if ('error' in answer) {
        report.current({ integration: waiting, error: answer.error });
        return;
      }
      registerRef.current(
        { integration: waiting, ...answer },
        {
          onSuccess: (connection) => report.current({ integration: waiting, connection }),
          onError: (error) => report.current({ integration: waiting, error: error.message }),
        },
      );
    };
    return () => channel.close();
  }, [waiting]);

  const start = (integration: string) => {
    const popup = window.open('', 'accrue-connect', 'popup,width=640,height=760');
    if (!popup) {
      report.current({ integration, blocked: true });
      return;
    }
    authorize.mutate(integration, {
      onSuccess: (url) => {
        popup.location.href = url;
        setWaiting(integration);
      },
      onError: (error) => {
        popup.close();
        report.current({ integration, error: error.message });
      },
    });
  };

  return { start, waiting, busy: authorize.isPending || register.isPending || waiting !== null };
}
