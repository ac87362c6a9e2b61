// Public exports of the validation area; it is the `@accrue/ui-kit/validation` entry: yup's generic
// validation messages in the six languages (spec doc 3 §5) and the hook building a schema with them.
// An entry of its own, apart from `forms`, because it runs yup's code (its global setLocale): a
// form page that builds no yup schema does not download yup. useForm takes any yup schema; its
// field errors (toFieldErrors, validateToFieldErrors, isValidationError) stay in `forms`.
export {
  validationLocale,
  applyValidationLocale,
  loadValidationMessages,
  type ValidationLocale,
} from '../validation/validationLocale';
export { useValidationSchema } from '../validation/useValidationSchema';
