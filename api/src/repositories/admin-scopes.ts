import type { Tenant } from '../db/tenancy.js';
import type { AdminScope } from '../domain/types.js';
import { toAdminScope } from './mappers.js';

export async function findAdminScope(tenant: Tenant, id: number): Promise<AdminScope | null> {
  const row = await tenant.findById('admin_scopes', id);
  return row ? toAdminScope(row) : null;
}
