// Types only: the forms entry (useForm) stays free of yup's code, which the schema's author loads.
import type { Schema, ValidationError } from 'yup';

/** Field path (`email`, `address.city`, `items[0].name`; '' for the value itself) to its message. */
export type FieldErrors = Record<string, string>;

/** Whether an error is yup's ValidationError (also across copies of yup: it checks the name). */
export function isValidationError(error: unknown): error is ValidationError {
  // yup's own ValidationError.isError: the name alone.
  return (
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError'
  );
}

/**
 * A yup ValidationError as field → message, the first message of each field winning (yup lists
 * them in the schema's order). Works with `abortEarly: false` (one inner error per failure) and
 * with the default single error alike.
 */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const path = failure.path ?? '';
    if (!(path in errors)) errors[path] = failure.errors[0] ?? failure.message;
  }
  return errors;
}

/**
 * Validates `values` against `schema` and resolves to every failing field's message (an empty
 * object when valid). Only validation failures resolve: any other error a test throws rejects.
 */
export async function validateToFieldErrors(schema: Schema, values: unknown): Promise<FieldErrors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (isValidationError(error)) return toFieldErrors(error);
    throw error;
  }
}
