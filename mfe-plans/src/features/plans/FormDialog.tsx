import type { ReactNode } from 'react';
import { FormModal, type ModalSize } from '@accrue/ui-kit/overlays';

export interface FormDialogProps {
  title: ReactNode;
  size: ModalSize;
  cancel: ReactNode;
  /** The submitting button's label. */
  submit: ReactNode;
  /** The form is not complete yet, or is being sent: the submitting button waits. */
  isDisabled: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's fields, one under the other. */
  children: ReactNode;
}

/** A dialog holding a small form (a new table, a new rate table, people to add), with Cancel. */
export function FormDialog({
  title,
  size,
  cancel,
  submit,
  isDisabled,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <FormModal
      title={title}
      size={size}
      onClose={onClose}
      cancelLabel={cancel}
      actionLabel={submit}
      onAction={onSubmit}
      isActionDisabled={isDisabled}
    >
      <div style={{ display: 'grid', gap: 12 }}>{children}</div>
    </FormModal>
  );
}
