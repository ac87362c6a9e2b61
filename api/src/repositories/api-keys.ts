import type { Tenant } from '../db/tenancy.js';
import type { ApiKey } from '../domain/types.js';
import { toApiKey } from './mappers.js';

export async function listApiKeys(tenant: Tenant): Promise<ApiKey[]> {
  return (await tenant.findAll('api_keys', { order: [['id', 'ASC']] })).map(toApiKey);
}

export async function insertApiKey(
  tenant: Tenant,
  key: { name: string; prefix: string; keyHash: string; createdById: number | null },
): Promise<ApiKey> {
  const id = await tenant.insert('api_keys', { ...key, createdAt: new Date(), lastUsedAt: null });
  const row = await tenant.findById('api_keys', id);
  return toApiKey(row!);
}

export async function deleteApiKey(tenant: Tenant, id: number): Promise<boolean> {
  return (await tenant.destroy('api_keys', { id })) > 0;
}
