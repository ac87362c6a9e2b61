import type { components } from '@accrue/sdk';

type Company = components['schemas']['Company'];
type CompanyPatch = components['schemas']['CompanyPatch'];
export type StatementFrequency = Company['statementFrequency'];

/** How often commissions are calculated and stated (doc 1 §2.3 "Frequency of commission calculation"). */
export const STATEMENT_FREQUENCIES: readonly StatementFrequency[] = ['month', 'quarter'];

/** The API's bounds of a company's name. */
const NAME_MIN = 2;
const NAME_MAX = 100;

/**
 * What the main settings tab edits. `otherCurrencies` are the company's currencies besides its
 * main one, which is always among them and never changes.
 */
export interface MainSettingsDraft {
  name: string;
  statementFrequency: StatementFrequency;
  otherCurrencies: string[];
}

export function mainDraftOf(company: Company): MainSettingsDraft {
  return {
    name: company.name,
    statementFrequency: company.statementFrequency,
    otherCurrencies: company.symbols.filter((code) => code !== company.currency),
  };
}

/** The message id of what is wrong with the name, or null. */
export function nameError(name: string): string | null {
  const length = name.trim().length;
  if (length === 0) return 'companySettings.error.nameRequired';
  if (length < NAME_MIN || length > NAME_MAX) return 'companySettings.error.nameLength';
  return null;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/** The company's currencies a draft stands for: the main one first, then the others chosen. */
const currenciesOf = (draft: MainSettingsDraft, company: Company) => [
  company.currency,
  ...draft.otherCurrencies.filter((code) => code !== company.currency),
];

/** What PATCH /companies is sent: only the fields that changed (the name trimmed). */
export function mainChangesOf(
  draft: MainSettingsDraft,
  company: Company,
): Pick<CompanyPatch, 'name' | 'statementFrequency' | 'symbols'> {
  const changes: Pick<CompanyPatch, 'name' | 'statementFrequency' | 'symbols'> = {};
  const name = draft.name.trim();
  if (name !== company.name) changes.name = name;
  if (draft.statementFrequency !== company.statementFrequency)
    changes.statementFrequency = draft.statementFrequency;
  const symbols = currenciesOf(draft, company);
  if (!sameSet(symbols, company.symbols)) changes.symbols = symbols;
  return changes;
}

/**
 * Where the API's field errors go: `name`, `statementFrequency`, and any `symbols.<n>` on the
 * currencies; the rest is said above the form.
 */
export function placeMainErrors(errors: readonly { field?: string; message: string }[]): {
  fields: Partial<Record<keyof MainSettingsDraft, string>>;
  other: string[];
} {
  const fields: Partial<Record<keyof MainSettingsDraft, string>> = {};
  const other: string[] = [];
  for (const { field, message } of errors) {
    const name =
      field === 'name' || field === 'statementFrequency'
        ? field
        : field?.startsWith('symbols')
          ? 'otherCurrencies'
          : null;
    if (name) fields[name] = fields[name] ? `${fields[name]} ${message}` : message;
    else other.push(message);
  }
  return { fields, other };
}
