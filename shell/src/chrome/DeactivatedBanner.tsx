import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { Alert } from '@accrue/ui-kit';
import type { Session } from '@accrue/remote-runtime';
import * as styles from './Chrome.css';

/** A deactivated user keeps only their own statements, profile and language (spec doc 1 §6). */
export function isDeactivated(session: Session | null): boolean {
  return session?.subject.role === 'DEACTIVATED_USER';
}

/**
 * Tells a deactivated user so above every page: the chrome renders it into the content's banner
 * slot (shell/src/index.html), so it shows whichever application owns the page.
 */
export function DeactivatedBanner({ session }: { session: Session | null }) {
  const slot = document.getElementById('accrue-banner');
  if (!slot || !isDeactivated(session)) return null;
  return createPortal(
    <div className={styles.banner} data-testid="deactivated-banner">
      <Alert tone="warning" title={<FormattedMessage id="session.deactivated" />} />
    </div>,
    slot,
  );
}
