import type { components, FieldError } from '@accrue/sdk';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];

/** The contract's scopes (openapi/company.yaml ApiKeyScope), in the order the form offers them. */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read', 'statements', 'data:push', 'embed', 'admin'];

export interface ApiKeyDraft {
  name: string;
  scopes: ApiKeyScope[];
  /** A day (YYYY-MM-DD) after which the key stops working, or '' for a key that never expires. */
  expiresOn: string;
}

export type ApiKeyField = 'name' | 'scopes' | 'expiresAt';
export type FormErrors = Partial<Record<ApiKeyField, string>>;

export const EMPTY_DRAFT: ApiKeyDraft = { name: '', scopes: ['read'], expiresOn: '' };

/** The end of the chosen day in the user's time zone, as the API's timestamp; null for no expiry. */
export function expiresAtOf(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** Client-side checks before sending (message ids); the server checks the same and more. */
export function validateDraft(draft: ApiKeyDraft, now: Date = new Date()): FormErrors {
  const errors: FormErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'apiKeys.error.required';
  else if (name.length < 2) errors.name = 'apiKeys.error.nameLength';
  if (!draft.scopes.length) errors.scopes = 'apiKeys.error.scopes';
  if (draft.expiresOn) {
    const at = expiresAtOf(draft.expiresOn);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn) || at === null) errors.expiresAt = 'apiKeys.error.date';
    else if (new Date(at) <= now) errors.expiresAt = 'apiKeys.error.past';
  }
  return errors;
}

export function toCreateBody(draft: ApiKeyDraft): {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: string;
} {
  const expiresAt = expiresAtOf(draft.expiresOn);
  return {
    name: draft.name.trim(),
    // In the contract's order, whatever order they were ticked in.
    scopes: API_KEY_SCOPES.filter((scope) => draft.scopes.includes(scope)),
    ...(expiresAt ? { expiresAt } : {}),
  };
}

/** The API's 422 field errors on the form's fields (`scopes.0` on scopes); the rest as one message. */
export function placeFieldErrors(errors: readonly FieldError[]): { fields: FormErrors; other: string[] } {
  const fields: FormErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const field = /^(name|scopes|expiresAt)(\.|$)/.exec(error.field)?.[1] as ApiKeyField | undefined;
    if (field) fields[field] ??= error.message;
    else other.push(error.message);
  }
  return { fields, other };
}

/** Whether the key's expiry has passed (it no longer works, though it is still listed). */
export function isExpired(key: Pick<ApiKey, 'expiresAt'>, now: Date = new Date()): boolean {
  return key.expiresAt !== null && new Date(key.expiresAt) <= now;
}
