import { useIntl } from 'react-intl';
import type { ReviewStatus } from './api';
import * as styles from './ReviewStatusBadge.css';

/** Where a statement's review stands (doc 2 §3): unreviewed, under review or reviewed. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const intl = useIntl();
  return (
    <span className={`${styles.badge} ${styles.tones[status]}`} data-review-status={status}>
      {intl.formatMessage({ id: `statement.review.status.${status}` })}
    </span>
  );
}
