// Public exports of the forms area; it is the `@accrue/ui-kit/forms` entry.
// Form controls load on first use (lazyComponent) to keep the kit's first download small. The form
// state hooks, the <Form> element and the validation helpers are small and must run on the first
// render of a form page, so they are exported directly. yup's generic messages in the user's
// language (validationLocale, useValidationSchema) are the `@accrue/ui-kit/validation` entry: they
// need yup's code, which a form without a schema (or whose page builds none) never downloads.
import type { ReactElement } from 'react';
import type { TextAreaProps } from '../components/TextArea/TextArea';
import type { FileUploadProps } from '../components/FileUpload/FileUpload';
import type { QuickEditProps } from '../components/QuickEdit/QuickEdit';
import { lazyComponent } from '../lazy/lazyComponent';

export type { TextAreaProps } from '../components/TextArea/TextArea';
// The number field's first render is a light stand-in (a plain input formatted by Intl); react-aria's
// field and its per-locale number parsing load on hover, focus or a stepper press.
export { NumberField, type NumberFieldProps } from '../components/NumberField/NumberField';
// The text field's and the switch's are light stand-ins too: a plain input, or checkbox, named as
// react-aria's, which loads on hover and takes over on focus with the focus, caret and text.
export { TextField, type TextFieldProps } from '../components/TextField/TextField';
export { Switch, type SwitchProps } from '../components/Switch/Switch';
export type { FileUploadProps } from '../components/FileUpload/FileUpload';
export type { QuickEditProps } from '../components/QuickEdit/QuickEdit';

export const TextArea = lazyComponent<TextAreaProps>(
  async () => ({ default: (await import('../components/TextArea/TextArea')).TextArea }),
  'TextArea',
);

export const FileUpload = lazyComponent<FileUploadProps>(
  async () => ({ default: (await import('../components/FileUpload/FileUpload')).FileUpload }),
  'FileUpload',
);

// QuickEdit is generic in its value; lazy loading erases that, so the type is restored here.
export const QuickEdit = lazyComponent<QuickEditProps<unknown>>(
  async () => ({ default: (await import('../components/QuickEdit/QuickEdit')).QuickEdit }),
  'QuickEdit',
) as unknown as <Value>(props: QuickEditProps<Value>) => ReactElement;

export {
  Form,
  SubmitButton,
  AutosaveStatus,
  useFormContext,
  type FormProps,
  type SubmitButtonProps,
  type AutosaveStatusProps,
} from '../components/Form/Form';
export {
  useForm,
  type UseFormOptions,
  type FormApi,
  type FormValues,
  type FieldBindings,
  type ToggleBindings,
} from '../components/Form/useForm';
export {
  useAutosave,
  AUTOSAVE_DELAY_MS,
  type AutosaveStatus as AutosaveStatusValue,
  type AutosaveState,
  type UseAutosaveOptions,
} from '../components/Form/useAutosave';
export {
  addFiles,
  fileErrors,
  isAcceptedType,
  formatFileSize,
  FILE_REJECTION_MESSAGE_IDS,
  type FileLike,
  type FileRules,
  type FileRejection,
  type FileRejectionCode,
} from '../components/FileUpload/fileRules';
export {
  toFieldErrors,
  validateToFieldErrors,
  isValidationError,
  type FieldErrors,
} from '../validation/fieldErrors';
