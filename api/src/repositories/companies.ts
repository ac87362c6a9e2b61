import type { Tenant } from '../db/tenancy.js';
import type { Company, CompanyCustomization } from '../domain/types.js';
import { toCompany } from './mappers.js';

export async function getCompany(tenant: Tenant): Promise<Company> {
  const row = await tenant.company();
  if (!row) throw new Error(`Company ${tenant.companyId} vanished`);
  return toCompany(row);
}

export interface CompanyChanges {
  name?: string;
  statementFrequency?: Company['statementFrequency'];
  symbols?: string[];
  customization?: CompanyCustomization;
}

export async function updateCompany(tenant: Tenant, changes: CompanyChanges): Promise<void> {
  await tenant.updateCompany({
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.statementFrequency !== undefined ? { statementFrequency: changes.statementFrequency } : {}),
    ...(changes.symbols !== undefined ? { symbols: JSON.stringify(changes.symbols) } : {}),
    ...(changes.customization !== undefined ? { customization: JSON.stringify(changes.customization) } : {}),
    updatedAt: new Date(),
  });
}
