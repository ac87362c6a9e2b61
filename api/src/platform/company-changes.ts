import type { Transaction } from 'sequelize';
import type { Tenant } from './db/tenancy.js';

type Listener = (tenant: Tenant, transaction?: Transaction) => void;
const listeners = new Set<Listener>();

/**
 * Modules that remember facts of a company's own row (people's caller cache keeps its feature
 * flags and customization for a few seconds) listen here; the module that writes the row (company)
 * announces each write. The platform carries the news, so neither module imports the other.
 */
export function onCompanyRowChanged(listener: Listener): void {
  listeners.add(listener);
}

/** Called by a writer of the company row after its write (and, in a transaction, on commit). */
export function companyRowChanged(tenant: Tenant, transaction?: Transaction): void {
  for (const listener of listeners) listener(tenant, transaction);
}
