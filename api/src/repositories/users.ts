import type { Tenant } from '../db/tenancy.js';
import type { User } from '../domain/types.js';
import { toUser } from './mappers.js';

export async function findUser(tenant: Tenant, id: number): Promise<User | null> {
  const row = await tenant.findById('users', id);
  return row ? toUser(row) : null;
}

export async function listUsers(tenant: Tenant, ids?: readonly number[]): Promise<User[]> {
  const rows = await tenant.findAll('users', {
    ...(ids ? { where: { id: [...ids] } } : {}),
    order: [['id', 'ASC']],
  });
  return rows.map(toUser);
}

export async function updateUserSettings(
  tenant: Tenant,
  id: number,
  settings: { language?: string },
): Promise<void> {
  await tenant.update('users', { id }, { ...settings, updatedAt: new Date() });
}
