import type { ErrorRequestHandler } from 'express';

/**
 * An error the API answers with. Every error body is `{ message, statusCode, ...payload }`
 * (spec doc 1 §8: the front end turns any response with a message into an error carrying its
 * message, status code and remaining payload).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly payload: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface FieldError {
  field: string;
  message: string;
}

/** A 422 naming the fields at fault (doc 3 §5 generic validation messages). */
export function validationError(errors: FieldError[]): HttpError {
  return new HttpError(422, errors.map((e) => `${e.field}: ${e.message}`).join(' '), { errors });
}

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

/** The pattern openapi.yaml gives every YYYY-MM-DD date. */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

interface ValidatorError {
  status?: number;
  message?: string;
  errors?: { path?: string; message?: string; errorCode?: string }[];
}

function fieldOf(path: string): string {
  return path
    .replace(/^[./](body|query|params|path|headers)([./]|$)/, '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
}

/** The validator's (AJV's) wording → the spec's generic messages. */
export function genericMessage(errorCode: string, message: string): string {
  const keyword = errorCode.replace(/\.openapi\.validation$/, '');
  const number = /(-?\d+(\.\d+)?)/.exec(message)?.[1] ?? '';
  switch (keyword) {
    case 'required':
      return MESSAGES.required;
    case 'type': {
      const type = /must be (\w+)/.exec(message)?.[1] ?? 'valid';
      if (type === 'integer') return MESSAGES.integer;
      if (type === 'boolean') return MESSAGES.boolean;
      return MESSAGES.type(type);
    }
    case 'enum':
      return MESSAGES.oneOf((/allowed values: (.*)$/.exec(message)?.[1] ?? '').split(/,\s*/).filter(Boolean));
    case 'minLength':
      return MESSAGES.minLength(number);
    case 'maxLength':
      return MESSAGES.maxLength(number);
    case 'pattern': {
      const pattern = /must match pattern "(.*)"/.exec(message)?.[1] ?? '';
      return pattern === DATE_PATTERN ? MESSAGES.dateFormat : MESSAGES.pattern(pattern);
    }
    case 'format': {
      const format = /must match format "(.*)"/.exec(message)?.[1] ?? '';
      if (format === 'date') return MESSAGES.invalidDate;
      if (format === 'date-time') return MESSAGES.dateTime;
      if (format === 'email') return MESSAGES.email;
      if (format === 'uri' || format === 'url') return MESSAGES.url;
      if (format === 'uuid') return MESSAGES.uuid;
      return MESSAGES.invalid;
    }
    case 'minimum':
      return MESSAGES.minimum(number);
    case 'maximum':
      return MESSAGES.maximum(number);
    case 'exclusiveMinimum':
      return MESSAGES.moreThan(number);
    case 'exclusiveMaximum':
      return MESSAGES.lessThan(number);
    case 'minItems':
      return MESSAGES.minItems(number);
    case 'maxItems':
      return MESSAGES.maxItems(number);
    default:
      return MESSAGES.invalid;
  }
}

/** Turns the OpenAPI validator's errors into the spec's shape, naming the fields at fault. */
function fromValidator(error: ValidatorError): HttpError | null {
  if (typeof error.status !== 'number' || !Array.isArray(error.errors)) return null;
  if (error.status !== 400) return new HttpError(error.status, error.message ?? 'Invalid request');
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const e of error.errors) {
    const raw = e.message ?? '';
    const unknown = /Unknown query parameter '([^']+)'/.exec(raw);
    const additional = e.errorCode === 'additionalProperties.openapi.validation';
    const field = fieldOf(e.path ?? '');
    const message = unknown
      ? MESSAGES.unknownKeys(unknown[1]!)
      : additional
        ? MESSAGES.unknownKeys(field.split('.').pop() ?? field)
        : genericMessage(e.errorCode ?? '', raw);
    const name = unknown ? unknown[1]! : field;
    if (seen.has(name)) continue;
    seen.add(name);
    errors.push({ field: name, message });
  }
  return validationError(errors);
}

export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const known = error instanceof HttpError ? error : fromValidator(error as ValidatorError);
  if (known) {
    res
      .status(known.statusCode)
      .json({ ...known.payload, message: known.message, statusCode: known.statusCode });
    return;
  }
  if ((error as { type?: string }).type === 'entity.parse.failed') {
    res.status(422).json({
      message: 'The request body is not valid JSON.',
      statusCode: 422,
      errors: [{ field: 'body', message: MESSAGES.invalid }],
    });
    return;
  }
  console.error(error);
  res.status(500).json({ message: 'Internal server error', statusCode: 500 });
};

export const IMPERSONATION_MESSAGE_TEXT = 'While impersonating, you cannot perform any action.';
