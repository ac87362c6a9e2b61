import type { Transaction } from 'sequelize';
import type { Tenant } from './platform/db/tenancy.js';
import { recordChange } from './platform/audit/audit-log.js';
import * as data from './modules/data/index.js';
import { DEMO_ACCOUNTS, DEMO_DATA_AS_OF } from './demo-commissions.js';

/**
 * The demo company's accounts and invoices: the two other models a revenue team keeps beside its
 * deals (the CRM's accounts, the billing system's invoices), so the data pages show a company's
 * usual three sources, imported the way an admin would have uploaded them.
 */

const INDUSTRIES = ['Manufacturing', 'Software', 'Retail', 'Financial services', 'Healthcare', 'Logistics'];
const COUNTRIES = ['France', 'Germany', 'United Kingdom', 'Spain', 'Italy', 'Portugal', 'United States'];
const SEGMENTS = ['Enterprise', 'Mid-market', 'SMB'];

const ACCOUNT_MODEL: data.RecordModelInput = {
  machineName: 'account',
  name: 'Accounts',
  keyField: 'name',
  fields: [
    { identifier: 'name', label: 'Account', format: 'text' },
    { identifier: 'industry', label: 'Industry', format: 'text' },
    { identifier: 'country', label: 'Country', format: 'text' },
    { identifier: 'segment', label: 'Segment', format: 'text' },
    { identifier: 'ownerId', label: 'Account owner', format: 'text' },
    { identifier: 'employees', label: 'Employees', format: 'number' },
    { identifier: 'customerSince', label: 'Customer since', format: 'date' },
  ],
  sort: [{ fieldMachineName: 'name', direction: 'ASC' }],
};

const INVOICE_MODEL: data.RecordModelInput = {
  machineName: 'invoice',
  name: 'Invoices',
  keyField: 'number',
  fields: [
    { identifier: 'number', label: 'Invoice number', format: 'text' },
    { identifier: 'dealId', label: 'Deal', format: 'text', link: 'deal' },
    { identifier: 'account', label: 'Account', format: 'text', link: 'account' },
    { identifier: 'issueDate', label: 'Issued', format: 'date' },
    { identifier: 'dueDate', label: 'Due', format: 'date' },
    { identifier: 'amount', label: 'Amount', format: 'currency' },
    { identifier: 'currency', label: 'Currency', format: 'text' },
    { identifier: 'status', label: 'Status', format: 'text' },
    { identifier: 'paidDate', label: 'Paid', format: 'date' },
  ],
  sort: [{ fieldMachineName: 'issueDate', direction: 'DESC' }],
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One account per name the deals use: its owner is the rep who sold it most (ties to the first),
 * the rest drawn from the account's position so every start gives the same accounts.
 */
export function demoAccounts(deals: readonly data.RecordData[]): data.RecordData[] {
  return DEMO_ACCOUNTS.map((name, index) => {
    const sales = new Map<string, number>();
    for (const deal of deals)
      if (deal.account === name) sales.set(String(deal.ownerId), (sales.get(String(deal.ownerId)) ?? 0) + 1);
    const owner = [...sales].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    return {
      name,
      industry: INDUSTRIES[index % INDUSTRIES.length]!,
      country: COUNTRIES[(index * 3) % COUNTRIES.length]!,
      segment: SEGMENTS[index % 5 === 0 ? 0 : index % 2 === 0 ? 1 : 2]!,
      ownerId: owner,
      employees: String(40 + ((index * 7919) % 9_000)),
      customerSince: `${2018 + (index % 8)}-${String(1 + ((index * 5) % 12)).padStart(2, '0')}-01`,
    };
  });
}

/**
 * One invoice per won deal, issued the day after it closed and due 30 days later: paid on the
 * deal's invoice-paid date, overdue once its due date has passed unpaid, else open.
 */
export function demoInvoices(deals: readonly data.RecordData[]): data.RecordData[] {
  return deals
    .filter((deal) => deal.stage === 'won')
    .map((deal, index) => {
      const issueDate = addDays(String(deal.closeDate), 1);
      const dueDate = addDays(issueDate, 30);
      const paidDate = deal.invoicePaidDate ? String(deal.invoicePaidDate) : null;
      return {
        number: `INV-2026-${String(index + 1).padStart(4, '0')}`,
        dealId: deal.id!,
        account: deal.account!,
        issueDate,
        dueDate,
        amount: deal.amount!,
        currency: deal.currency!,
        status: paidDate ? 'paid' : dueDate < DEMO_DATA_AS_OF ? 'overdue' : 'open',
        paidDate,
      };
    });
}

/**
 * Creates the accounts and invoices models and imports their records as two CSV uploads by the
 * admin (`importedAt`), each with its audit line, as the deals' import is.
 */
export async function seedDemoAccountsAndInvoices(
  tenant: Tenant,
  input: { deals: readonly data.RecordData[]; adminId: number; adminName: string; importedAt: Date },
  t: Transaction,
): Promise<void> {
  const imports = [
    { model: ACCOUNT_MODEL, fileName: 'accounts.csv', rows: demoAccounts(input.deals) },
    { model: INVOICE_MODEL, fileName: 'invoices-2026.csv', rows: demoInvoices(input.deals) },
  ];
  for (const { model, fileName, rows } of imports) {
    const created = await data.createRecordModel(tenant, model, t);
    await data.addRecords(tenant, created, rows, t);
    await data.seedDemoImport(
      tenant,
      {
        machineName: model.machineName,
        fileName,
        rows,
        createdByName: input.adminName,
        createdById: input.adminId,
        appliedAt: input.importedAt,
      },
      t,
    );
    await recordChange(
      { tenant, userId: input.adminId },
      {
        action: 'import.applied',
        target: { type: 'recordModel', id: model.machineName, label: model.name },
        details: { fileName, rows: rows.length, added: rows.length, changed: 0, removed: 0 },
      },
      t,
      input.importedAt,
    );
  }
}
