import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';

/**
 * "Add a rate table": a rate table of the plan (docs/plan-format.md rateTables) by its name, made
 * with one open tier; its tiers are then added and edited in its form, and formulas read it
 * (STEP_RATE, MARGINAL, FLAT…).
 */
export function NewRateTableDialog({
  onClose,
  onAdd,
}: {
  onClose: () => void;
  onAdd: (label: string) => void;
}) {
  const intl = useIntl();
  const [label, setLabel] = useState('');
  const valid = label.trim().length > 0;
  return (
    <FormModal
      title={<FormattedMessage id="designer.newRateTable.title" />}
      size="SMALL"
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={<FormattedMessage id="designer.newRateTable.add" />}
      isActionDisabled={!valid}
      onAction={() => valid && onAdd(label.trim())}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="designer.newRateTable.help" />
        </p>
        <TextField
          label={intl.formatMessage({ id: 'rules.label' })}
          value={label}
          onChange={setLabel}
          maxLength={100}
          isRequired
          autoFocus
        />
      </div>
    </FormModal>
  );
}
