import type { Transaction } from 'sequelize';
import { recordChange } from '../../platform/audit/audit-log.js';
import type { Context } from '../../platform/context.js';
import type { ExpectedVersion } from '../../platform/db/versioned.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Conflict, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import { isCurrency } from '../../platform/reference.js';
import * as plans from '../plans/index.js';
import { isIsoDate } from '../../platform/db/values.js';
import { sameSlots, slotsOf } from '../../platform/db/record-slots.js';
import * as repository from './repository.js';
import type {
  CurrencyRate,
  CurrencyRateEntry,
  FieldFormat,
  RecordData,
  RecordField,
  RecordItem,
  RecordModel,
  RecordModelInput,
  ModelBacklink,
} from './types.js';

export const MODEL_NOT_FOUND = 'Record model not found.';
export const RATE_NOT_FOUND = 'Currency rate not found.';
export const KEY_FIELD_LOCKED_MESSAGE = 'The key field cannot change while the model has records.';
export const modelUsedMessage = (planNames: readonly string[]) =>
  `This record model is used by the plan${planNames.length > 1 ? 's' : ''} ${planNames.join(', ')} and cannot be deleted.`;

/** The company's record models with these machine names (all of them without a list). */
export function findRecordModels(tenant: Tenant, machineNames?: readonly string[]): Promise<RecordModel[]> {
  return repository.listRecordModels(tenant, machineNames);
}

/** Every record of these models, by model machine name, as stored (raw values). */
export async function recordsOf(
  tenant: Tenant,
  models: readonly RecordModel[],
): Promise<Map<string, RecordData[]>> {
  const byId = await repository.listRecordData(
    tenant,
    models.map((model) => model.id),
  );
  return new Map(models.map((model) => [model.machineName, byId.get(model.id) ?? []]));
}

export function listCurrencyRates(tenant: Tenant): Promise<CurrencyRate[]> {
  return repository.listCurrencyRates(tenant);
}

// ---------------------------------------------------------------------------------------------
// Record models (doc 3 §3, §5, §7: objects-definitions)

/**
 * The definition's own rules (doc 3 §5): field identifiers unique, the key one of the fields, and
 * each sort and unique-by entry naming a field (so none can exist without a field).
 */
function checkDefinition(model: Omit<RecordModelInput, 'machineName'>): void {
  const errors: FieldError[] = [];
  const identifiers = new Set<string>();
  model.fields.forEach((field, index) => {
    if (identifiers.has(field.identifier))
      errors.push({ field: `fields.${index}.identifier`, message: MESSAGES.invalid });
    identifiers.add(field.identifier);
  });
  if (!identifiers.has(model.keyField))
    errors.push({ field: 'keyField', message: MESSAGES.oneOf([...identifiers]) });
  for (const [name, entries] of [
    ['sort', model.sort ?? []],
    ['uniqueBy', model.uniqueBy ?? []],
  ] as const) {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!identifiers.has(entry.fieldMachineName) || seen.has(entry.fieldMachineName))
        errors.push({
          field: `${name}.${index}.fieldMachineName`,
          message: MESSAGES.oneOf([...identifiers]),
        });
      seen.add(entry.fieldMachineName);
    });
  }
  if (errors.length) throw new Invalid(errors);
}

/**
 * The most models a company's link checks and backlinks read: far above any real company's count
 * (a few dozen), it only bounds the read.
 */
const MODELS_READ_FOR_LINKS = 1000;

/** The company's other models' machine names and fields, for links (bounded). */
async function modelsForLinks(tenant: Tenant): Promise<RecordModel[]> {
  return (await repository.pageOfRecordModels(tenant, { limit: MODELS_READ_FOR_LINKS, offset: 0 })).items;
}

/**
 * A field may link to a model of the company (itself included: a deal's parent deal): any other
 * name is refused on that field's `link`, naming the models it may be.
 */
async function checkLinks(
  tenant: Tenant,
  machineName: string,
  fields: readonly RecordField[],
): Promise<void> {
  if (!fields.some((field) => field.link !== undefined)) return;
  const names = new Set([machineName, ...(await modelsForLinks(tenant)).map((m) => m.machineName)]);
  const errors: FieldError[] = fields.flatMap((field, index) =>
    field.link === undefined || names.has(field.link)
      ? []
      : [{ field: `fields.${index}.link`, message: MESSAGES.oneOf([...names].sort()) }],
  );
  if (errors.length) throw new Invalid(errors);
}

/** The fields of the company's models that link to this one, by model then field. */
async function backlinksOf(tenant: Tenant, machineName: string): Promise<ModelBacklink[]> {
  return (await modelsForLinks(tenant)).flatMap((model) =>
    model.fields
      .filter((field) => field.link === machineName)
      .map((field) => ({
        machineName: model.machineName,
        name: model.name,
        field: field.identifier,
        fieldLabel: field.label,
      })),
  );
}

/** The plans of the company whose definition declares this model (asked of the plans module). */
async function plansUsing(tenant: Tenant, machineName: string): Promise<{ id: number; name: string }[]> {
  return (await plans.plansDeclaring(tenant, 'models', machineName)).map(({ id, name }) => ({ id, name }));
}

export function listModels(
  context: Context,
  page: { page: number; limit: number },
): Promise<{ items: RecordModel[]; total: number }> {
  return repository.pageOfRecordModels(context.tenant, {
    limit: page.limit,
    offset: page.page * page.limit,
  });
}

async function modelOrNotFound(tenant: Tenant, machineName: string): Promise<RecordModel> {
  const model = await repository.findRecordModel(tenant, machineName);
  if (!model) throw new NotFound(MODEL_NOT_FOUND);
  return model;
}

export async function readModel(
  context: Context,
  machineName: string,
): Promise<
  RecordModel & { recordCount: number; plans: { id: number; name: string }[]; linkedFrom: ModelBacklink[] }
> {
  const model = await modelOrNotFound(context.tenant, machineName);
  const [recordCount, using, linkedFrom] = await Promise.all([
    repository.countRecords(context.tenant, model.id),
    plansUsing(context.tenant, machineName),
    backlinksOf(context.tenant, machineName),
  ]);
  return { ...model, recordCount, plans: using, linkedFrom };
}

/** A model's line in the audit log (data area), under its name, inside the change's transaction. */
function recordModelChange(
  context: Context,
  action: 'recordModel.created' | 'recordModel.updated' | 'recordModel.deleted',
  model: Pick<RecordModel, 'machineName' | 'name'>,
  details: Record<string, unknown>,
  t: Transaction,
): Promise<void> {
  return recordChange(
    context,
    { action, target: { type: 'recordModel', id: model.machineName, label: model.name }, details },
    t,
  );
}

type ModelDefinition = Omit<RecordModelInput, 'machineName'>;

/**
 * What an edit changed, for the audit log: the properties changed (`fields`, as other `.updated`
 * lines name them), the name and key before and after, and the fields (by identifier) added,
 * removed, relabelled, given another format or another link. No record value is ever named.
 */
function modelChanges(
  before: Required<ModelDefinition>,
  after: Required<ModelDefinition>,
): Record<string, unknown> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed = (['name', 'keyField', 'fields', 'sort', 'uniqueBy'] as const).filter(
    (key) => !same(before[key], after[key]),
  );
  const previous = new Map(before.fields.map((field) => [field.identifier, field]));
  const next = new Set(after.fields.map((field) => field.identifier));
  const kept = after.fields.flatMap((field) => {
    const was = previous.get(field.identifier);
    return was ? [{ was, field }] : [];
  });
  const fieldsAdded = after.fields.filter((f) => !previous.has(f.identifier)).map((f) => f.identifier);
  const fieldsRemoved = before.fields.filter((f) => !next.has(f.identifier)).map((f) => f.identifier);
  const fieldsRelabelled = kept
    .filter(({ was, field }) => was.label !== field.label)
    .map(({ was, field }) => ({ identifier: field.identifier, from: was.label, to: field.label }));
  const fieldsReformatted = kept
    .filter(({ was, field }) => was.format !== field.format)
    .map(({ was, field }) => ({ identifier: field.identifier, from: was.format, to: field.format }));
  const fieldsRelinked = kept
    .filter(({ was, field }) => was.link !== field.link)
    .map(({ was, field }) => ({
      identifier: field.identifier,
      from: was.link ?? null,
      to: field.link ?? null,
    }));
  return {
    fields: changed,
    ...(before.name !== after.name ? { name: { from: before.name, to: after.name } } : {}),
    ...(before.keyField !== after.keyField
      ? { keyField: { from: before.keyField, to: after.keyField } }
      : {}),
    ...(fieldsAdded.length ? { fieldsAdded } : {}),
    ...(fieldsRemoved.length ? { fieldsRemoved } : {}),
    ...(fieldsRelabelled.length ? { fieldsRelabelled } : {}),
    ...(fieldsReformatted.length ? { fieldsReformatted } : {}),
    ...(fieldsRelinked.length ? { fieldsRelinked } : {}),
  };
}

export async function createModel(context: Context, input: RecordModelInput): Promise<RecordModel> {
  await checkLinks(context.tenant, input.machineName, input.fields);
  return context.tenant.transaction(async (t) => {
    const created = await createRecordModel(context.tenant, input, t);
    await recordModelChange(
      context,
      'recordModel.created',
      created,
      { keyField: created.keyField, fieldCount: created.fields.length },
      t,
    );
    return created;
  });
}

export async function editModel(
  context: Context,
  machineName: string,
  patch: Partial<Omit<RecordModelInput, 'machineName'>>,
  expected: ExpectedVersion,
): Promise<RecordModel> {
  const { tenant } = context;
  const current = await modelOrNotFound(tenant, machineName);
  const next = {
    name: patch.name ?? current.name,
    keyField: patch.keyField ?? current.keyField,
    fields: patch.fields ?? current.fields,
    sort: patch.sort ?? current.sort,
    uniqueBy: patch.uniqueBy ?? current.uniqueBy,
  };
  checkDefinition(next);
  if (patch.fields) await checkLinks(tenant, machineName, next.fields);
  if (next.keyField !== current.keyField && (await repository.countRecords(tenant, current.id)) > 0)
    throw new Invalid([{ field: 'keyField', message: KEY_FIELD_LOCKED_MESSAGE }]);
  // The checks above read the model at `current.version`: the write applies only at that version
  // (or the one If-Match names), so an edit checked against a stale definition is refused (and
  // its audit line, written beside it, rolls back with it).
  // A field that changes slot (a new sort field, a field removed or retyped) has its records'
  // slots rewritten after the edit; pages read the JSON values until then.
  const slotsMoved = !sameSlots(slotsOf(current), slotsOf(next));
  await tenant.transaction(async (t) => {
    await repository.updateRecordModel(
      tenant,
      current.id,
      { ...patch, slotsMoved },
      expected ?? [current.version],
      MODEL_NOT_FOUND,
      t,
    );
    await recordModelChange(
      context,
      'recordModel.updated',
      { machineName, name: next.name },
      modelChanges(current, next),
      t,
    );
  });
  if (slotsMoved) fillSlotsInBackground(tenant, current.id);
  return modelOrNotFound(tenant, machineName);
}

/** The models whose records' slots this process is filling. */
const filling = new Set<string>();

/**
 * Fills a model's record slots after the answer (`repository.fillRecordSlots`), once per process at
 * a time; a page of a model whose slots are not filled (a start stopped during a fill) starts it
 * again. The pages stay correct meanwhile, on the JSON values, only slower.
 */
function fillSlotsInBackground(tenant: Tenant, modelId: number): void {
  const key = `${tenant.companyId}:${modelId}`;
  if (filling.has(key)) return;
  filling.add(key);
  void repository
    .fillRecordSlots(tenant, modelId)
    .catch((error: unknown) => console.error(`Filling the record slots of model ${modelId} failed:`, error))
    .finally(() => filling.delete(key));
}

export async function deleteModel(context: Context, machineName: string): Promise<void> {
  const { tenant } = context;
  const model = await modelOrNotFound(tenant, machineName);
  const using = await plansUsing(tenant, machineName);
  if (using.length) throw new Conflict(modelUsedMessage(using.map((plan) => plan.name)));
  await tenant.transaction(async (t) => {
    const records = await repository.deleteRecordModel(tenant, model.id, t);
    if (records === null) throw new NotFound(MODEL_NOT_FOUND);
    await recordModelChange(context, 'recordModel.deleted', model, { records }, t);
  });
}

/** The operators of a filter by field format (the model's key: `eq`). */
const FILTER_OPERATORS: Record<FieldFormat, readonly string[]> = {
  text: ['contains', 'eq'],
  number: ['min', 'max'],
  currency: ['min', 'max'],
  percent: ['min', 'max'],
  date: ['from', 'to'],
  'date-time': ['from', 'to'],
  boolean: ['is'],
};
const DECIMAL_FILTER = /^-?\d{1,26}(\.\d{1,12})?$/;
/** The longest text a text filter compares (the contract bounds a whole filter to 200). */
const TEXT_FILTER_MAX = 180;
/** The most filters a page combines (the contract's maxItems). */
const FILTERS_MAX = 20;

/**
 * The `filter` parameters of a page (`field:operator:value`), checked against the model: a field of
 * the model, an operator of its format, a value of its format (a number with at most 12 decimals,
 * a YYYY-MM-DD day, true or false). A bad one answers its field message and reads nothing.
 */
export function parseRecordFilters(model: RecordModel, raw: readonly string[]): repository.RecordFilter[] {
  const errors: FieldError[] = [];
  const filters: repository.RecordFilter[] = [];
  if (raw.length > FILTERS_MAX)
    throw new Invalid([{ field: 'filter', message: MESSAGES.maxItems(FILTERS_MAX) }]);
  for (const text of raw) {
    const match = /^([A-Za-z0-9_]+):([a-z]+):(.*)$/s.exec(text);
    const identifier = match?.[1] ?? '';
    const field = model.fields.find((f) => f.identifier === identifier);
    if (!match || !field) {
      errors.push({ field: 'filter', message: MESSAGES.oneOf(model.fields.map((f) => f.identifier)) });
      continue;
    }
    const [, , op, value] = match as unknown as [string, string, string, string];
    const name = `filter.${identifier}`;
    const isKey = identifier === model.keyField;
    const operators = isKey ? ['eq'] : (FILTER_OPERATORS[field.format] ?? []);
    if (!operators.includes(op)) {
      errors.push({ field: name, message: MESSAGES.oneOf(operators) });
      continue;
    }
    if (value.length === 0) {
      errors.push({ field: name, message: MESSAGES.required });
      continue;
    }
    if (isKey) {
      filters.push({ kind: 'key', value });
      continue;
    }
    switch (field.format) {
      case 'text':
        if (value.length > TEXT_FILTER_MAX)
          errors.push({ field: name, message: MESSAGES.maxLength(TEXT_FILTER_MAX) });
        else filters.push({ kind: 'text', identifier, op: op as 'contains' | 'eq', value });
        break;
      case 'number':
      case 'currency':
      case 'percent':
        if (!DECIMAL_FILTER.test(value)) errors.push({ field: name, message: MESSAGES.type('number') });
        else filters.push({ kind: 'number', identifier, op: op as 'min' | 'max', value });
        break;
      case 'date':
      case 'date-time':
        if (!isIsoDate(value)) errors.push({ field: name, message: MESSAGES.dateFormat });
        else filters.push({ kind: 'date', identifier, op: op as 'from' | 'to', value });
        break;
      case 'boolean':
        if (value !== 'true' && value !== 'false') errors.push({ field: name, message: MESSAGES.boolean });
        else filters.push({ kind: 'boolean', identifier, value: value === 'true' });
        break;
      default:
        errors.push({ field: name, message: MESSAGES.invalid });
    }
  }
  if (errors.length) throw new Invalid(errors);
  return filters;
}

export async function listRecords(
  context: Context,
  machineName: string,
  query: {
    page: number;
    limit: number;
    sort?: string;
    direction?: 'ASC' | 'DESC';
    search?: string;
    filter?: readonly string[];
  },
): Promise<{ items: RecordItem[]; total: number; totalCapped: boolean }> {
  const found = await repository.findRecordModelWithSlots(context.tenant, machineName);
  if (!found) throw new NotFound(MODEL_NOT_FOUND);
  const { model, slots } = found;
  const filters = parseRecordFilters(model, query.filter ?? []);
  if (slots === null) fillSlotsInBackground(context.tenant, model.id);
  const sortBy = query.sort ?? model.sort[0]?.fieldMachineName;
  const field = sortBy === undefined ? undefined : model.fields.find((f) => f.identifier === sortBy);
  if (sortBy !== undefined && !field)
    throw new Invalid([{ field: 'sort', message: MESSAGES.oneOf(model.fields.map((f) => f.identifier)) }]);
  const direction = query.direction ?? (query.sort ? 'ASC' : (model.sort[0]?.direction ?? 'ASC'));
  const term = query.search?.trim().toLowerCase();
  return repository.pageOfRecords(context.tenant, model.id, {
    sort: field
      ? {
          identifier: field.identifier,
          format: field.format,
          isKey: field.identifier === model.keyField,
          desc: direction === 'DESC',
        }
      : null,
    search: term
      ? {
          term,
          identifiers: model.fields
            .filter((f) => f.format === 'text' && f.identifier !== model.keyField)
            .map((f) => f.identifier),
        }
      : null,
    filters,
    slots,
    limit: query.limit,
    offset: query.page * query.limit,
  });
}

/** A plan-scoped (virtual) model: the definition a plan declares for a machine name (doc 3 §3). */
export interface VirtualModel {
  planId: number;
  machineName: string;
  name: string;
  keyField: string;
  fields: RecordField[];
}

/** The models a plan of the company declares (virtual-custom-object-definitions, doc 3 §7). */
export async function listVirtualModels(context: Context, planId: number): Promise<VirtualModel[]> {
  const plan = await plans.findPlan(context.tenant, planId);
  if (!plan) throw new NotFound('Plan not found.');
  const { models } = plans.readPlanDefinition(plan.definition);
  return Object.entries(models)
    .map(([machineName, model]) => ({
      planId,
      machineName,
      name: model.label,
      keyField: model.key,
      fields: Object.entries(model.fields).map(([identifier, field]) => ({
        identifier,
        label: field.label,
        format: field.format,
      })),
    }))
    .sort((a, b) => a.machineName.localeCompare(b.machineName));
}

export async function readVirtualModel(
  context: Context,
  planId: number,
  machineName: string,
): Promise<VirtualModel> {
  const found = (await listVirtualModels(context, planId)).find((model) => model.machineName === machineName);
  if (!found) throw new NotFound(MODEL_NOT_FOUND);
  return found;
}

// Writes without a caller, for seeding and tests until connectors and imports (doc 3) exist.

export async function createRecordModel(
  tenant: Tenant,
  model: RecordModelInput,
  t?: Transaction,
): Promise<RecordModel> {
  checkDefinition(model);
  const id = await repository.insertRecordModel(tenant, model, t);
  return {
    ...model,
    sort: model.sort ?? [],
    uniqueBy: model.uniqueBy ?? [],
    id,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
}

/**
 * Adds records to a model; each is identified by its key field's value, which must be set. For
 * seeding (the demo company, tests): it writes no change set, so a calculation kept warm
 * (statements module) does not see them; imports, pushes and connectors write change sets.
 */
export async function addRecords(
  tenant: Tenant,
  model: RecordModel,
  rows: readonly RecordData[],
  t?: Transaction,
): Promise<void> {
  const keyed = rows.map((data, index) => {
    const key = data[model.keyField];
    if (key === null || key === undefined || key === '')
      throw new Invalid([{ field: `records[${index}].${model.keyField}`, message: MESSAGES.required }]);
    return { modelId: model.id, externalKey: String(key), data };
  });
  await repository.insertRecords(tenant, keyed, t);
}

export function addCurrencyRates(
  tenant: Tenant,
  rates: readonly Omit<CurrencyRate, 'id'>[],
  t?: Transaction,
): Promise<void> {
  return repository.insertCurrencyRates(tenant, rates, t);
}

// ---------------------------------------------------------------------------------------------
// Currency rates (doc 1 §2.3: /company/settings/rates)

/** A rate is a positive exact decimal (at most 12 digits on each side of the point). */
const RATE_PATTERN = /^\d{1,12}(\.\d{1,12})?$/;

function checkRate(input: { currency?: string; rate?: string }): void {
  const errors: FieldError[] = [];
  if (input.currency !== undefined && !isCurrency(input.currency))
    errors.push({ field: 'currency', message: MESSAGES.unknownCurrency(input.currency) });
  if (input.rate !== undefined) {
    if (!RATE_PATTERN.test(input.rate)) errors.push({ field: 'rate', message: MESSAGES.invalid });
    else if (!/[1-9]/.test(input.rate))
      errors.push({ field: 'rate', message: 'This field must be a positive number.' });
  }
  if (errors.length) throw new Invalid(errors);
}

/** "1.1500" and "1.15" are the same rate: kept without trailing zeros of the fraction. */
function normalizedRate(rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  const trimmedWhole = whole!.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}

export function listRates(
  context: Context,
  query: { currency?: string; page: number; limit: number },
): Promise<{ items: CurrencyRateEntry[]; total: number }> {
  return repository.pageOfCurrencyRates(context.tenant, {
    currency: query.currency,
    limit: query.limit,
    offset: query.page * query.limit,
  });
}

/**
 * A rate's line in the audit log (settings area: the company's rates page), under its currency,
 * inside the change's transaction.
 */
function recordRateChange(
  context: Context,
  action: 'currencyRate.created' | 'currencyRate.updated' | 'currencyRate.deleted',
  rate: Pick<CurrencyRate, 'id' | 'currency'>,
  details: Record<string, unknown>,
  t: Transaction,
): Promise<void> {
  return recordChange(
    context,
    { action, target: { type: 'currencyRate', id: rate.id, label: rate.currency }, details },
    t,
  );
}

const termsOfRate = (rate: Pick<CurrencyRate, 'rate' | 'effectiveAsOf'>) => ({
  rate: rate.rate,
  effectiveAsOf: rate.effectiveAsOf,
});

export async function addRate(
  context: Context,
  input: { currency: string; rate: string; effectiveAsOf: string },
): Promise<CurrencyRateEntry> {
  checkRate(input);
  return context.tenant.transaction(async (t) => {
    const id = await repository.insertCurrencyRate(
      context.tenant,
      { ...input, rate: normalizedRate(input.rate) },
      t,
    );
    const created = (await repository.findCurrencyRate(context.tenant, id, t))!;
    await recordRateChange(context, 'currencyRate.created', created, termsOfRate(created), t);
    return created;
  });
}

export async function editRate(
  context: Context,
  id: number,
  patch: { rate?: string; effectiveAsOf?: string },
  expected: ExpectedVersion,
): Promise<CurrencyRateEntry> {
  checkRate(patch);
  return context.tenant.transaction(async (t) => {
    const before = await repository.findCurrencyRate(context.tenant, id, t);
    if (!before) throw new NotFound(RATE_NOT_FOUND);
    await repository.updateCurrencyRate(
      context.tenant,
      id,
      { ...patch, ...(patch.rate !== undefined ? { rate: normalizedRate(patch.rate) } : {}) },
      expected,
      RATE_NOT_FOUND,
      t,
    );
    const after = await repository.findCurrencyRate(context.tenant, id, t);
    if (!after) throw new NotFound(RATE_NOT_FOUND);
    const fields = (['rate', 'effectiveAsOf'] as const).filter((key) => before[key] !== after[key]);
    await recordRateChange(
      context,
      'currencyRate.updated',
      after,
      { fields, from: termsOfRate(before), to: termsOfRate(after) },
      t,
    );
    return after;
  });
}

export async function deleteRate(context: Context, id: number): Promise<void> {
  await context.tenant.transaction(async (t) => {
    const rate = await repository.findCurrencyRate(context.tenant, id, t);
    if (!rate || !(await repository.deleteCurrencyRate(context.tenant, id, t)))
      throw new NotFound(RATE_NOT_FOUND);
    await recordRateChange(context, 'currencyRate.deleted', rate, termsOfRate(rate), t);
  });
}
