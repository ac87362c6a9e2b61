import type { ErrorRequestHandler } from 'express';
import { Conflict, Forbidden, Invalid, MESSAGES, NotFound, type FieldError } from '../errors.js';

/**
 * An error the HTTP layer answers with (authentication, unknown paths, and every domain error
 * once mapped). Every error body is `{ message, statusCode, ...payload }` (spec doc 1 §8: the front
 * end turns any response with a message into an error carrying its message, status code and
 * remaining payload).
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
  if (!error || typeof error !== 'object') return null;
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
  return toHttpError(new Invalid(errors));
}

/**
 * The largest JSON body the API reads (express.json's limit, in its notation: 1 MiB), unless the
 * operation declares its own in the contract (`x-body-limit`, e.g. a bulk import): see body.ts.
 */
export const BODY_LIMIT = '1mb';

interface BodyParserError {
  type?: unknown;
  limit?: unknown;
  status?: unknown;
  expose?: unknown;
  code?: unknown;
  charset?: unknown;
  encoding?: unknown;
}

/**
 * body-parser's refusals (http-errors with a 4xx `status`, `expose: true` and a `type`; zlib's
 * errors for a body that is not what its Content-Encoding says) → the same error body as the
 * rest, with the status body-parser chose. A malformed JSON text stays a validation failure of
 * the body (422), as the contract says.
 */
function fromBodyParser(error: BodyParserError): HttpError | null {
  if (!error || typeof error !== 'object') return null;
  const status = typeof error.status === 'number' ? error.status : undefined;
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(422, 'The request body is not valid JSON.', {
        errors: [{ field: 'body', message: MESSAGES.invalid }],
      });
    case 'entity.too.large': {
      // body-parser names the limit it applied, in bytes: 1 MiB, or an operation's own.
      const mib = typeof error.limit === 'number' ? error.limit / 1024 / 1024 : 1;
      return new HttpError(413, `The request body is too large (at most ${Number(mib.toFixed(1))} MiB).`);
    }
    case 'encoding.unsupported':
      return new HttpError(415, `Unsupported Content-Encoding: ${String(error.encoding)}.`);
    case 'charset.unsupported':
      return new HttpError(415, `Unsupported charset: ${String(error.charset)} (JSON bodies are UTF-8).`);
  }
  if (typeof error.code === 'string' && error.code.startsWith('Z_') && status === 400)
    return new HttpError(400, 'The request body does not match its Content-Encoding.');
  if (
    error.expose === true &&
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    error instanceof Error
  )
    return new HttpError(status, error.message);
  return null;
}

/**
 * The one place domain errors become HTTP answers: each kind its status, every body
 * `{ message, statusCode, ...payload }`, a validation failure naming its fields in `errors`.
 */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof Invalid) return new HttpError(422, error.message, { errors: error.errors });
  if (error instanceof NotFound) return new HttpError(404, error.message);
  if (error instanceof Forbidden) return new HttpError(403, error.message);
  if (error instanceof Conflict) return new HttpError(409, error.message);
  return fromValidator(error as ValidatorError) ?? fromBodyParser(error as BodyParserError);
}

export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const known = toHttpError(error);
  if (known) {
    res
      .status(known.statusCode)
      .json({ ...known.payload, message: known.message, statusCode: known.statusCode });
    return;
  }
  console.error(error);
  res.status(500).json({ message: 'Internal server error', statusCode: 500 });
};
