import { COLORS, isCurrency } from '../domain/reference.js';
import type { Company, CompanyCustomization } from '../domain/types.js';
import { MESSAGES, validationError, type FieldError } from '../http/errors.js';
import { getCompany, updateCompany, type CompanyChanges } from '../repositories/companies.js';
import type { AuthContext } from './auth-context.js';

export interface CompanyPatch {
  name?: string;
  statementFrequency?: Company['statementFrequency'];
  currency?: string;
  symbols?: string[];
  customization?: Partial<CompanyCustomization>;
}

export function readCompany(auth: AuthContext): Promise<Company> {
  return getCompany(auth.tenant);
}

/**
 * Company fields or a customization object (doc 1 §2.3, §5). Everything is checked before
 * anything is written: bad input writes nothing.
 */
export async function patchCompany(auth: AuthContext, patch: CompanyPatch): Promise<Company> {
  const company = await getCompany(auth.tenant);
  const errors: FieldError[] = [];
  const fields = (['name', 'statementFrequency', 'currency', 'symbols'] as const).filter(
    (f) => patch[f] !== undefined,
  );
  if (patch.customization !== undefined && fields.length > 0) {
    errors.push({
      field: 'customization',
      message: 'This field cannot be sent together with company fields.',
    });
  }
  const name = patch.name?.trim();
  if (name !== undefined && name.length < 2) errors.push({ field: 'name', message: MESSAGES.minLength(2) });
  if (patch.currency !== undefined) {
    if (!isCurrency(patch.currency))
      errors.push({ field: 'currency', message: MESSAGES.unknownCurrency(patch.currency) });
    else if (patch.currency !== company.currency)
      errors.push({ field: 'currency', message: 'The main currency cannot be changed.' });
  }
  patch.symbols?.forEach((code, index) => {
    if (!isCurrency(code))
      errors.push({ field: `symbols.${index}`, message: MESSAGES.unknownCurrency(code) });
  });
  const customization = patch.customization
    ? { ...company.customization, ...patch.customization }
    : undefined;
  if (customization) {
    for (const key of ['forecastBelowActualColor', 'forecastAboveActualColor'] as const) {
      if (!(COLORS as readonly string[]).includes(customization[key]))
        errors.push({ field: `customization.${key}`, message: MESSAGES.oneOf(COLORS) });
    }
  }
  if (errors.length) throw validationError(errors);

  const changes: CompanyChanges = {
    ...(name !== undefined ? { name } : {}),
    ...(patch.statementFrequency !== undefined ? { statementFrequency: patch.statementFrequency } : {}),
    ...(patch.symbols !== undefined ? { symbols: [...new Set(patch.symbols)] } : {}),
    ...(customization ? { customization } : {}),
  };
  await updateCompany(auth.tenant, changes);
  return getCompany(auth.tenant);
}
