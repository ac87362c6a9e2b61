/**
 * The errors services throw. They say what went wrong in domain terms; the HTTP layer maps each
 * kind to its status and JSON body in one place (`http/errors.ts`).
 */
export interface FieldError {
  field: string;
  message: string;
}

export abstract class DomainError extends Error {}

/** The record does not exist, or is not the caller's company's (never tell which). */
export class NotFound extends DomainError {}

/** The caller may not do this (role, reach, impersonation…). */
export class Forbidden extends DomainError {}

/** The request clashes with the current state (e.g. a duplicate). */
export class Conflict extends DomainError {}

/** The input is wrong; each field at fault gets its message (doc 3 §5 generic messages). */
export class Invalid extends DomainError {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join(' '));
  }
}

/** The spec's generic validation messages (doc 3 §5). */
export const MESSAGES = {
  invalid: 'This field is invalid.',
  required: 'This field is required.',
  oneOf: (values: readonly unknown[]) =>
    `This field must be one of the following values: ${values.join(', ')}`,
  type: (type: string) => `This field must be of type ${type}`,
  minLength: (n: number | string) => `This field must be at least ${n} characters.`,
  maxLength: (n: number | string) => `This field must be at most ${n} characters.`,
  pattern: (pattern: string) => `This field must match the following: ${pattern}`,
  email: 'This field must be a valid email.',
  url: 'This field must be a valid URL.',
  uuid: 'This field must be a valid UUID.',
  dateTime: 'This field must be a valid ISO date-time.',
  minimum: (n: number | string) => `This field must be greater than or equal to ${n}`,
  maximum: (n: number | string) => `This field must be less than or equal to ${n}`,
  lessThan: (n: number | string) => `This field must be less than ${n}`,
  moreThan: (n: number | string) => `This field must be greater than ${n}`,
  integer: 'This field must be an integer.',
  boolean: 'This field must be a boolean',
  unknownKeys: (keys: string) => `This field has unknown keys: ${keys}`,
  minItems: (n: number | string) => `This field must have at least ${n} items.`,
  maxItems: (n: number | string) => `This field must have less than or equal to ${n} items.`,
  dateFormat: 'Date is not in YYYY-MM-DD format',
  invalidDate: 'Invalid date',
  invalidTimestamp: 'Invalid timestamp',
  unknownCurrency: (code: string) => `Unknown currency: ${code}`,
  unknownLanguage: (code: string) => `Unknown language: ${code}`,
} as const;

export const IMPERSONATION_MESSAGE = 'While impersonating, you cannot perform any action.';
