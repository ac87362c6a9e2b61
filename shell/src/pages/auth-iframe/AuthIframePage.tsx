import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import * as styles from './AuthIframePage.css';

/** Answers whether the browser already holds a session with the API (a token can be renewed). */
async function isAuthenticated(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/token', { method: 'POST', credentials: 'include' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Spec doc 1 §2.1: the connect page an embedding CRM shows in its iframe. Login opens the app's root
 * in a new tab (third-party cookies make signing in inside the iframe unreliable); after that click
 * the user is told to reload once authenticated and the button becomes Reload. An already
 * authenticated user is sent to the root.
 */
export default function AuthIframePage() {
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void isAuthenticated().then((yes) => {
      if (yes && !cancelled) window.location.assign('/');
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        <FormattedMessage id={opened ? 'auth.iframe.reloadHint' : 'auth.iframe.intro'} />
      </p>
      {opened ? (
        <Button variant="primary" onPress={() => window.location.reload()}>
          <FormattedMessage id="auth.iframe.reload" />
        </Button>
      ) : (
        <Button
          variant="primary"
          onPress={() => {
            window.open('/', '_blank', 'noopener');
            setOpened(true);
          }}
        >
          <FormattedMessage id="auth.iframe.login" />
        </Button>
      )}
    </div>
  );
}
