import type { ApiKey } from '../domain/types.js';
import { HttpError } from '../http/errors.js';
import { deleteApiKey, insertApiKey, listApiKeys } from '../repositories/api-keys.js';
import { newApiKey } from '../auth/tokens.js';
import type { AuthContext } from './auth-context.js';

/** Company API keys: the key is shown once at creation; only its SHA-256 is stored. */
export async function createApiKey(auth: AuthContext, name: string): Promise<ApiKey & { key: string }> {
  const { key, prefix, keyHash } = newApiKey();
  const created = await insertApiKey(auth.tenant, {
    name: name.trim(),
    prefix,
    keyHash,
    createdById: auth.signedInUser?.id ?? null,
  });
  return { ...created, key };
}

export function listKeys(auth: AuthContext): Promise<ApiKey[]> {
  return listApiKeys(auth.tenant);
}

export async function revokeApiKey(auth: AuthContext, id: number): Promise<void> {
  if (!(await deleteApiKey(auth.tenant, id))) throw new HttpError(404, 'API key not found.');
}
