import type { components, FieldError } from '@accrue/sdk';

export type Company = components['schemas']['Company'];
export type Customization = components['schemas']['CompanyCustomization'];
export type CustomizationChanges = NonNullable<components['schemas']['CompanyPatch']['customization']>;
export type DefaultPeriod = Customization['defaultPeriod'];

/** The periods a user may land on at login (Statements and Home). */
export const DEFAULT_PERIODS: readonly DefaultPeriod[] = ['current', 'previous'];

/** The bounds of the reports' precision (decimals), as the API checks them. */
const MIN_PRECISION = 0;
const MAX_PRECISION = 10;

/** The labels a company may rename, free text (empty: the default label, saved as null). */
export const LABEL_FIELDS = [
  'holdAndReleasePaymentDateLabel',
  'holdAndReleaseForecastPaymentDateLabel',
  'totalCommissionLabel',
] as const;
type LabelField = (typeof LABEL_FIELDS)[number];

/** What the form edits: the customization with its labels as text and its precision maybe empty. */
export type CustomizationDraft = Omit<
  Customization,
  LabelField | 'reportsPrecision' | 'planAgreementsSharedWithManagers'
> &
  Record<LabelField, string> & { reportsPrecision: number | null };

/** The fields of the form, which are also the API's `customization.<field>` error paths. */
export type DraftField = keyof CustomizationDraft;

export function draftOf(customization: Customization): CustomizationDraft {
  return {
    defaultPeriod: customization.defaultPeriod,
    holdAndReleasePaymentDateLabel: customization.holdAndReleasePaymentDateLabel ?? '',
    holdAndReleaseForecastPaymentDateLabel: customization.holdAndReleaseForecastPaymentDateLabel ?? '',
    totalCommissionLabel: customization.totalCommissionLabel ?? '',
    reportsPrecision: customization.reportsPrecision,
    forecastShowComparison: customization.forecastShowComparison,
    forecastBelowActualColor: customization.forecastBelowActualColor,
    forecastAboveActualColor: customization.forecastAboveActualColor,
    fiscalYearStartMonth: customization.fiscalYearStartMonth,
  };
}

/** A label as saved: its text trimmed, null when nothing is left (the default label then shows). */
const labelOf = (text: string): string | null => text.trim() || null;

/**
 * The message id of what is wrong with the precision (required, an integer from 0 to 10), or null
 * when it can be saved.
 */
export function precisionError(value: number | null): string | null {
  if (value === null) return 'customization.error.precisionRequired';
  if (!Number.isInteger(value) || value < MIN_PRECISION || value > MAX_PRECISION)
    return 'customization.error.precisionRange';
  return null;
}

/**
 * The fields of the draft that differ from the saved customization, as PATCH /companies takes them
 * (merged into the current one, so nothing else is sent). The precision must be valid.
 */
export function changesOf(draft: CustomizationDraft, saved: Customization): CustomizationChanges {
  const changes: CustomizationChanges = {};
  if (draft.defaultPeriod !== saved.defaultPeriod) changes.defaultPeriod = draft.defaultPeriod;
  for (const field of LABEL_FIELDS) {
    const label = labelOf(draft[field]);
    if (label !== (saved[field] ?? null)) changes[field] = label;
  }
  if (draft.reportsPrecision !== null && draft.reportsPrecision !== saved.reportsPrecision)
    changes.reportsPrecision = draft.reportsPrecision;
  if (draft.forecastShowComparison !== saved.forecastShowComparison)
    changes.forecastShowComparison = draft.forecastShowComparison;
  if (draft.forecastBelowActualColor !== saved.forecastBelowActualColor)
    changes.forecastBelowActualColor = draft.forecastBelowActualColor;
  if (draft.forecastAboveActualColor !== saved.forecastAboveActualColor)
    changes.forecastAboveActualColor = draft.forecastAboveActualColor;
  if (draft.fiscalYearStartMonth !== saved.fiscalYearStartMonth)
    changes.fiscalYearStartMonth = draft.fiscalYearStartMonth;
  return changes;
}

/** Whether the draft says anything else than the saved customization (an empty precision does). */
export function isChanged(draft: CustomizationDraft, saved: Customization): boolean {
  return draft.reportsPrecision === null || Object.keys(changesOf(draft, saved)).length > 0;
}

const FIELDS = new Set<string>([
  'defaultPeriod',
  ...LABEL_FIELDS,
  'reportsPrecision',
  'forecastShowComparison',
  'forecastBelowActualColor',
  'forecastAboveActualColor',
]);

/**
 * The API's errors (`customization.reportsPrecision`…) placed on the form's fields, the first one
 * of each field winning; those about no field of the form are returned apart.
 */
export function placeFieldErrors(errors: readonly FieldError[]): {
  fields: Partial<Record<DraftField, string>>;
  other: string[];
} {
  const fields: Partial<Record<DraftField, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    const field = error.field.replace(/^customization\./, '');
    if (FIELDS.has(field)) fields[field as DraftField] ??= error.message;
    else other.push(error.message);
  }
  return { fields, other };
}
