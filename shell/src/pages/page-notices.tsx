import { useState } from 'react';
import { Alert } from '@accrue/ui-kit';

/**
 * A settings page's outcome of its last action: a success notice and an error, each shown as a
 * dismissable alert (`alerts`, placed under the page's description) until dismissed or replaced.
 */
export function usePageNotices() {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alerts = (
    <>
      {notice ? (
        <Alert tone="success" title={notice} isDismissable onDismiss={() => setNotice(null)} />
      ) : null}
      {error ? <Alert tone="error" title={error} isDismissable onDismiss={() => setError(null)} /> : null}
    </>
  );
  return { setNotice, setError, alerts };
}
