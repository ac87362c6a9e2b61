import { useIntl } from 'react-intl';
import * as styles from './ThreadStatusBadge.css';

/** Whether a thread still waits for a reviewer (open) or was marked reviewed (doc 3 §4 Threads). */
export function ThreadStatusBadge({ isReviewed }: { isReviewed: boolean }) {
  const intl = useIntl();
  const status = isReviewed ? 'reviewed' : 'open';
  return (
    <span className={`${styles.badge} ${styles.tones[status]}`} data-thread-status={status}>
      {intl.formatMessage({ id: `threads.status.${status}` })}
    </span>
  );
}
