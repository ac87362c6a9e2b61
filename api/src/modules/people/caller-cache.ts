import type { Transaction } from 'sequelize';
import type { Database } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { onCompanyRowChanged } from '../../platform/company-changes.js';

/**
 * Short-lived, per-process memory of facts every request of a company reads but that rarely
 * change: the company row (feature flags, customization) with its admin scopes, and the answers of
 * the team hierarchy (a manager's managees, a user's managers, the teams around a user). What is
 * per user and security-critical (the session, the user's status and role) is never kept here: it
 * is read on every request.
 *
 * A writer in this process forgets what it changed at once (`forgetCompanyFacts`,
 * `forgetHierarchy`); the time limit bounds how long another process's change, or a writer that
 * does not say so, can go unseen.
 */
export const COMPANY_FACTS_TTL_MS = 2_000;
export const HIERARCHY_TTL_MS = 5_000;
/** Past this many answers a company's hierarchy memory starts over (bounded memory). */
const MAX_ANSWERS_PER_COMPANY = 20_000;

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

/** One memory per database (tests run several databases in one process, with the same ids). */
class Memory {
  readonly companies = new Map<number, Entry<unknown>>();
  readonly hierarchies = new Map<number, { expiresAt: number; answers: Map<string, Promise<unknown>> }>();
}

const memories = new WeakMap<Database, Memory>();

function memoryOf(db: Database): Memory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new Memory();
    memories.set(db, memory);
  }
  return memory;
}

/** A company's facts, loaded at most once per time limit (a failed load is not kept). */
export function companyFacts<T>(db: Database, companyId: number, load: () => Promise<T>): Promise<T> {
  const { companies } = memoryOf(db);
  const now = Date.now();
  const known = companies.get(companyId);
  if (known && known.expiresAt > now) return known.value as Promise<T>;
  const value = load();
  const entry = { expiresAt: now + COMPANY_FACTS_TTL_MS, value };
  companies.set(companyId, entry);
  value.catch(() => {
    if (companies.get(companyId) === entry) companies.delete(companyId);
  });
  return value;
}

/** A hierarchy answer (keyed by question, e.g. `managees:12@2026-11-24`) of a company. */
export function hierarchyAnswer<T>(
  db: Database,
  companyId: number,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const { hierarchies } = memoryOf(db);
  const now = Date.now();
  let company = hierarchies.get(companyId);
  if (!company || company.expiresAt <= now || company.answers.size >= MAX_ANSWERS_PER_COMPANY) {
    company = { expiresAt: now + HIERARCHY_TTL_MS, answers: new Map() };
    hierarchies.set(companyId, company);
  }
  const known = company.answers.get(key);
  if (known) return known as Promise<T>;
  const value = load();
  const { answers } = company;
  answers.set(key, value);
  value.catch(() => {
    if (answers.get(key) === value) answers.delete(key);
  });
  return value;
}

/** The company row or one of its admin scopes changed: the next request reads them again. */
export function forgetCompanyFacts(db: Database, companyId: number): void {
  memoryOf(db).companies.delete(companyId);
}

/** A team, a team assignment or a user of the company changed: hierarchy answers are read again. */
export function forgetHierarchy(db: Database, companyId: number): void {
  memoryOf(db).hierarchies.delete(companyId);
}

/**
 * After a write of teams, team assignments or users of a tenant: forgets the hierarchy answers at
 * once and, inside a transaction, again when it commits (a read between the two could otherwise
 * remember what the transaction is about to replace).
 */
export function hierarchyChanged(tenant: Tenant, transaction?: Transaction): void {
  forgetHierarchy(tenant.db, tenant.companyId);
  transaction?.afterCommit(() => forgetHierarchy(tenant.db, tenant.companyId));
}

/** After a write of the company row or its admin scopes (see `hierarchyChanged`). */
export function companyFactsChanged(tenant: Tenant, transaction?: Transaction): void {
  forgetCompanyFacts(tenant.db, tenant.companyId);
  transaction?.afterCommit(() => forgetCompanyFacts(tenant.db, tenant.companyId));
}
// The company module writes the row (PATCH /companies: customization, settings).
onCompanyRowChanged(companyFactsChanged);
