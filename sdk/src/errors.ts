import type { components } from './generated/schema.js';

/** Every error answer of the API: `{ message, statusCode, ...payload }`. */
export type ApiErrorBody = components['schemas']['Error'];

/** One field's message in a 422 answer (`errors: [{ field, message }]`). */
export interface FieldError {
  field: string;
  message: string;
}

/** An API call that did not succeed, with the API's own message and, for a 422, each field's. */
export class AccrueApiError extends Error {
  override readonly name = 'AccrueApiError';
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly fieldErrors: FieldError[];

  constructor(status: number, body: unknown) {
    const parsed = asErrorBody(status, body);
    super(parsed.message);
    this.status = status;
    this.body = parsed;
    this.fieldErrors = fieldErrorsOf(parsed);
  }

  /** The API's message for one field (a taken name is answered on `name`), if it named that field. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((error) => error.field === field)?.message;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  get isForbidden(): boolean {
    return this.status === 403;
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
  /** A versioned edit lost to another one (If-Match): read again, then retry. */
  get isConflict(): boolean {
    return this.status === 409 || this.status === 412;
  }
  get isValidation(): boolean {
    return this.status === 422;
  }
}

function asErrorBody(status: number, body: unknown): ApiErrorBody {
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return {
      statusCode: status,
      ...(body as Record<string, unknown>),
      message: (body as { message: string }).message,
    };
  }
  // Not the API's JSON (a proxy's HTML page, an empty body): keep what there is as the message.
  return { message: typeof body === 'string' && body ? body : `HTTP ${status}`, statusCode: status };
}

function fieldErrorsOf(body: ApiErrorBody): FieldError[] {
  const errors: unknown = body.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).field === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}

/** What every call of the typed client resolves to. */
export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a call, or an AccrueApiError: `const me = await unwrap(client.GET('/users/me'))`.
 * A success without a body (204) resolves to undefined.
 */
export async function unwrap<T>(call: Promise<CallResult<T>> | CallResult<T>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw new AccrueApiError(response.status, error);
  return data as T;
}
