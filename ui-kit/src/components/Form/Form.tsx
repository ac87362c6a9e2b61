import { createContext, useContext, type ReactNode } from 'react';

import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import { Button, type ButtonProps } from '../Button/Button';
import type { AutosaveStatus as AutosaveStatusValue } from './useAutosave';
import type { FormApi, FormValues } from './useForm';
import * as styles from './Form.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formMessages } from '../../i18n/catalogue/forms';

// The form of the nearest <Form>; typed loosely because a context cannot carry its generic.
const FormContext = createContext<FormApi<FormValues> | null>(null);

/** The state of the enclosing <Form> (for custom fields and buttons inside it). */
export function useFormContext<Values extends FormValues = FormValues>(): FormApi<Values> {
  const form = useContext(FormContext);
  if (!form) throw new Error('useFormContext must be used inside <Form>.');
  return form as unknown as FormApi<Values>;
}

export interface FormProps<Values extends FormValues> extends Omit<
  AriaFormProps,
  'onSubmit' | 'className' | 'style' | 'children' | 'validationBehavior'
> {
  /** The state from useForm. */
  form: FormApi<Values>;
  children: ReactNode;
  /** Shows the autosave status (saving, saved, error) under the fields; on when autosave is. */
  showAutosaveStatus?: boolean;
}

/**
 * A form driven by useForm: submitting (button or Enter) validates against the schema and calls
 * onSubmit only when valid; with autosave it shows the saving status.
 */
export function Form<Values extends FormValues>({
  form,
  children,
  showAutosaveStatus = form.autosave.enabled,
  ...props
}: FormProps<Values>) {
  return (
    <FormContext.Provider value={form as unknown as FormApi<FormValues>}>
      <AriaForm
        {...props}
        // The schema validates, so the browser's own constraint bubbles must not block submit.
        validationBehavior="aria"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {children}
        {showAutosaveStatus ? <AutosaveStatus status={form.autosave.status} /> : null}
      </AriaForm>
    </FormContext.Provider>
  );
}

const STATUS_MESSAGE: Partial<Record<AutosaveStatusValue, string>> = {
  saving: 'kit.forms.autosave.saving',
  saved: 'kit.forms.autosave.saved',
  error: 'kit.forms.autosave.error',
};

export interface AutosaveStatusProps {
  status: AutosaveStatusValue;
}

/** 'Saving…', 'Saved' or 'Could not save', announced politely to screen readers. */
export function AutosaveStatus({ status }: AutosaveStatusProps) {
  const intl = useKitIntl(formMessages);
  const id = STATUS_MESSAGE[status];
  return (
    <span role="status" data-status={status} className={`${styles.status} ${styles.statusTones[status]}`}>
      {id ? intl.formatMessage({ id }) : null}
    </span>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The submit button of the enclosing <Form>: disabled while its values are invalid or submitting. */
export function SubmitButton({ variant = 'primary', isDisabled, ...props }: SubmitButtonProps) {
  const form = useFormContext();
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      isDisabled={isDisabled || !form.isValid || form.isSubmitting}
    />
  );
}
