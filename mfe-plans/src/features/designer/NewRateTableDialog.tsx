import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';

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
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="designer.newRateTable.title" />}
      size="SMALL"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="plans.cancel" />
          </Button>
          <Button variant="primary" isDisabled={!valid} onPress={() => valid && onAdd(label.trim())}>
            <FormattedMessage id="designer.newRateTable.add" />
          </Button>
        </>
      }
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
    </Modal>
  );
}
