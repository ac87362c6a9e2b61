import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';

/**
 * Asks why a row is left out of a statement's dataset (`recordKey` given), or which record of the
 * dataset's model to add and why (`recordKey` null): the reason is kept with the edit, shown in the
 * statement's history and on /overwrites.
 */
export function RowEditDialog({
  dataset,
  recordKey,
  isPending,
  onClose,
  onSubmit,
}: {
  dataset: string;
  recordKey: string | null;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (input: { recordKey: string; reason: string }) => void;
}) {
  const intl = useIntl();
  const [key, setKey] = useState(recordKey ?? '');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const required = intl.formatMessage({ id: 'statement.rowEdit.required' });
  const keyError = key.trim() ? undefined : required;
  const reasonError = reason.trim() ? undefined : required;
  const submit = () => {
    setTouched(true);
    if (!keyError && !reasonError) onSubmit({ recordKey: key.trim(), reason: reason.trim() });
  };
  return (
    <FormModal
      title={
        recordKey === null
          ? intl.formatMessage({ id: 'statement.rowEdit.addTitle' }, { dataset })
          : intl.formatMessage({ id: 'statement.rowEdit.excludeTitle' }, { record: recordKey, dataset })
      }
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="statement.cancel" />}
      actionLabel={
        <FormattedMessage id={recordKey === null ? 'statement.rowEdit.add' : 'statement.rowEdit.exclude'} />
      }
      onAction={submit}
      isActionDisabled={isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      >
        {recordKey === null ? (
          <TextField
            label={intl.formatMessage({ id: 'statement.rowEdit.recordKey' })}
            value={key}
            onChange={setKey}
            isInvalid={touched && keyError !== undefined}
            errorMessage={touched ? keyError : undefined}
            maxLength={255}
            autoFocus
            isRequired
          />
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'statement.rowEdit.reason' })}
          value={reason}
          onChange={setReason}
          isInvalid={touched && reasonError !== undefined}
          errorMessage={touched ? reasonError : undefined}
          maxLength={500}
          autoFocus={recordKey !== null}
          isRequired
        />
      </form>
    </FormModal>
  );
}
