import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Modal, type ModalSize, type ModalVariant } from '../Modal/Modal';

export interface FormModalProps {
  title: ReactNode;
  /** The form's fields, or the question asked. */
  children: ReactNode;
  /** Closes it: the Cancel button, the Close button, Escape and a click outside. */
  onClose: () => void;
  /** The label of the Cancel button (in the page's words). */
  cancelLabel: ReactNode;
  /** The label of the action button: Create, Save, Delete… */
  actionLabel: ReactNode;
  /** Runs the action; the page closes the modal when the action is done. */
  onAction: () => void;
  /** True while the form cannot be sent (a required field is empty, a date is wrong…). */
  isActionDisabled?: boolean;
  /**
   * True while the action runs: the action button shows it is pending (announced, presses
   * ignored, focus kept), so it is not sent twice.
   */
  isPending?: boolean;
  size?: ModalSize;
  /** DANGER makes it an alert dialog and its action button a danger button. */
  variant?: ModalVariant;
  /** The action button's look; by default primary, or danger for the DANGER variant. */
  actionVariant?: ButtonProps['variant'];
  /**
   * When true, the fields are a form that Enter in a field submits: it runs the action, unless
   * the action button is disabled.
   */
  submitOnEnter?: boolean;
}

/**
 * A modal around a form or a question, with a Cancel button and one action button in its footer:
 * the dialog every create, edit, link and confirm action of the pages opens. It is open while
 * rendered: a page renders it for as long as its dialog is open.
 */
export function FormModal({
  title,
  children,
  onClose,
  cancelLabel,
  actionLabel,
  onAction,
  isActionDisabled = false,
  isPending = false,
  size = 'MEDIUM',
  variant = 'DEFAULT',
  actionVariant = variant === 'DANGER' ? 'danger' : 'primary',
  submitOnEnter = false,
}: FormModalProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isActionDisabled && !isPending) onAction();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size={size}
      variant={variant}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {cancelLabel}
          </Button>
          <Button
            variant={actionVariant}
            isDisabled={isActionDisabled}
            isPending={isPending}
            onPress={onAction}
          >
            {actionLabel}
          </Button>
        </>
      }
    >
      {submitOnEnter ? <form onSubmit={submit}>{children}</form> : children}
    </Modal>
  );
}
