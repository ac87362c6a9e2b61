import type { Transaction } from 'sequelize';
import { modelsOf, type Row } from '../../db/models.js';
import type { Database } from '../../db/database.js';
import type { Account, Company } from '../../domain/types.js';
import { toAccount, toCompany } from '../mappers.js';

/**
 * Platform-level reads that precede a tenant: finding who signs in (by e-mail, across companies),
 * who a session or token belongs to, and the provider's own company operations.
 */
export async function findAccountByEmail(db: Database, email: string): Promise<Account | null> {
  const row = (await modelsOf(db.sequelize).users.findOne({
    where: { email: email.toLowerCase() },
    raw: true,
  })) as Row | null;
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const row = (await modelsOf(db.sequelize).users.findOne({ where: { id }, raw: true })) as Row | null;
  return row ? toAccount(row) : null;
}

/** Moves lastConnection to previousLastConnection and stamps the new connection. */
export async function recordConnection(db: Database, account: Account, at: Date): Promise<void> {
  await modelsOf(db.sequelize).users.update(
    {
      previousLastConnection: account.lastConnection ? new Date(account.lastConnection) : null,
      lastConnection: at,
    },
    { where: { id: account.id } },
  );
}

export async function findCompanyById(db: Database, id: number): Promise<Company | null> {
  const row = (await modelsOf(db.sequelize).companies.findOne({ where: { id }, raw: true })) as Row | null;
  return row ? toCompany(row) : null;
}

export async function countCompanies(db: Database): Promise<number> {
  return modelsOf(db.sequelize).companies.count();
}

export async function insertCompany(
  db: Database,
  company: Omit<Company, 'id' | 'integrationsStatus'>,
  transaction?: Transaction,
): Promise<number> {
  const now = new Date();
  const created = await modelsOf(db.sequelize).companies.create(
    {
      name: company.name,
      slug: company.slug,
      status: company.status,
      currency: company.currency,
      symbols: JSON.stringify(company.symbols),
      statementFrequency: company.statementFrequency,
      featureFlags: JSON.stringify(company.featureFlags),
      customization: JSON.stringify(company.customization),
      slackStatus: null,
      createdAt: now,
      updatedAt: now,
    },
    { transaction },
  );
  return created.get('id') as number;
}
