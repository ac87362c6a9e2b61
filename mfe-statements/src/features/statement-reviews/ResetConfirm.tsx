import { FormattedMessage, useIntl } from 'react-intl';
import { FormModal } from '@accrue/ui-kit/overlays';

/**
 * Asks before a review starts again from the first step for the selected statements. A module of
 * its own: the review list paints without the kit's overlays, which download when it first opens.
 */
export function ResetConfirm({
  count,
  onCancel,
  onConfirm,
}: {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <FormModal
      title={intl.formatMessage({ id: 'statementReviews.resetConfirm.title' })}
      onClose={onCancel}
      cancelLabel={<FormattedMessage id="statementReviews.resetConfirm.cancel" />}
      actionLabel={<FormattedMessage id="statementReviews.resetConfirm.confirm" />}
      onAction={onConfirm}
      actionVariant="danger"
    >
      <FormattedMessage id="statementReviews.resetConfirm.body" values={{ count }} />
    </FormModal>
  );
}
