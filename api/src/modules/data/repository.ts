import {
  fn,
  literal,
  Op,
  UniqueConstraintError,
  where as sqlWhere,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toJson } from '../../platform/db/values.js';
import { updateVersioned, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict } from '../../platform/errors.js';
import { toCurrencyRate, toCurrencyRateEntry, toRecordItem, toRecordModel } from './mappers.js';
import {
  changeSetsTable,
  currencyRatesTable,
  dataImportsTable,
  recordChangesTable,
  recordModelsTable,
  recordsTable,
} from './tables.js';
import type {
  CurrencyRate,
  CurrencyRateEntry,
  FieldFormat,
  RecordData,
  RecordItem,
  RecordModel,
  RecordModelInput,
} from './types.js';

export const MODEL_EXISTS_MESSAGE = 'A record model with this machine name already exists.';
export const RATE_EXISTS_MESSAGE = 'A rate of this currency already exists at this date.';

export async function insertRecordModel(
  tenant: Tenant,
  model: RecordModelInput,
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  try {
    return await tenant.insert(
      recordModelsTable,
      {
        machineName: model.machineName,
        name: model.name,
        keyField: model.keyField,
        fields: JSON.stringify(model.fields),
        sort: JSON.stringify(model.sort ?? []),
        uniqueBy: JSON.stringify(model.uniqueBy ?? []),
        version: 1,
        createdAt: now,
        updatedAt: now,
      },
      t,
    );
  } catch (error) {
    // The unique (company, machine name) index decides between two concurrent creations.
    if (error instanceof UniqueConstraintError) throw new Conflict(MODEL_EXISTS_MESSAGE);
    throw error;
  }
}

/** The record models with these machine names (all of them without a list), by id. */
export async function listRecordModels(
  tenant: Tenant,
  machineNames?: readonly string[],
  t?: Transaction,
): Promise<RecordModel[]> {
  const where = machineNames ? { machineName: [...machineNames] } : {};
  return (await tenant.findAll(recordModelsTable, { where, order: [['id', 'ASC']], transaction: t })).map(
    toRecordModel,
  );
}

/** A page of the company's models by name, and how many there are. */
export async function pageOfRecordModels(
  tenant: Tenant,
  page: { limit: number; offset: number },
): Promise<{ items: RecordModel[]; total: number }> {
  const [rows, total] = await Promise.all([
    tenant.findAll(recordModelsTable, {
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: page.limit,
      offset: page.offset,
    }),
    tenant.count(recordModelsTable),
  ]);
  return { items: rows.map(toRecordModel), total };
}

export async function findRecordModel(tenant: Tenant, machineName: string): Promise<RecordModel | null> {
  const row = await tenant.findOne(recordModelsTable, { machineName });
  return row ? toRecordModel(row) : null;
}

/** Changes these columns of a model in one UPDATE, at the expected version (else 409). */
export async function updateRecordModel(
  tenant: Tenant,
  id: number,
  changes: Partial<Omit<RecordModelInput, 'machineName'>>,
  expected: ExpectedVersion,
  notFound: string,
  t?: Transaction,
): Promise<void> {
  const values: Record<string, unknown> = { updatedAt: new Date() };
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.keyField !== undefined) values.keyField = changes.keyField;
  if (changes.fields !== undefined) values.fields = JSON.stringify(changes.fields);
  if (changes.sort !== undefined) values.sort = JSON.stringify(changes.sort);
  if (changes.uniqueBy !== undefined) values.uniqueBy = JSON.stringify(changes.uniqueBy);
  await updateVersioned(tenant, recordModelsTable, id, values, expected, notFound, t);
}

/**
 * Deletes a model, its records, its imports and their change sets, in the caller's transaction
 * (SQLite does not enforce the foreign keys' cascades); answers how many records went with it, or
 * null when the model did not exist.
 */
export async function deleteRecordModel(tenant: Tenant, id: number, t: Transaction): Promise<number | null> {
  const changeSets = await tenant.findAll(changeSetsTable, {
    where: { modelId: id },
    attributes: ['id'],
    transaction: t,
  });
  if (changeSets.length)
    await tenant.destroy(recordChangesTable, { changeSetId: changeSets.map((set) => Number(set.id)) }, t);
  await tenant.destroy(changeSetsTable, { modelId: id }, t);
  await tenant.destroy(dataImportsTable, { modelId: id }, t);
  const records = await tenant.destroy(recordsTable, { modelId: id }, t);
  return (await tenant.destroy(recordModelsTable, { id }, t)) > 0 ? records : null;
}

export async function countRecords(tenant: Tenant, modelId: number): Promise<number> {
  return tenant.count(recordsTable, { modelId });
}

export async function insertRecords(
  tenant: Tenant,
  rows: readonly { modelId: number; externalKey: string; data: RecordData }[],
  t?: Transaction,
): Promise<void> {
  const now = new Date();
  await tenant.insertMany(
    recordsTable,
    rows.map((row) => ({ ...row, data: JSON.stringify(row.data), updatedAt: now })),
    t,
  );
}

/** The rows of these models by model id: only the two columns the calculation needs are read. */
export async function listRecordData(
  tenant: Tenant,
  modelIds: readonly number[],
): Promise<Map<number, RecordData[]>> {
  const byModel = new Map<number, RecordData[]>(modelIds.map((id) => [id, []]));
  if (modelIds.length === 0) return byModel;
  const rows = await tenant.findAll(recordsTable, {
    where: { modelId: [...modelIds] },
    attributes: ['modelId', 'data'],
    order: [['id', 'ASC']],
  });
  for (const row of rows) byModel.get(Number(row.modelId))?.push(toJson<RecordData>(row.data, {}));
  return byModel;
}

export interface RecordPageQuery {
  /** A field identifier of the model (letters and digits only: checked by the service). */
  sort: { identifier: string; format: FieldFormat; isKey: boolean; desc: boolean } | null;
  /** Lower-cased; matched in the key and in these (text) fields. */
  search: { term: string; identifiers: readonly string[] } | null;
  limit: number;
  offset: number;
}

/**
 * The SQL text of a field's value in the JSON `data` column (the identifier is a checked
 * machine name, never free text): JSON_EXTRACT on both dialects, unquoted on MariaDB.
 */
function fieldValueSql(tenant: Tenant, identifier: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(identifier)) throw new Error('unsafe field identifier');
  const path = `'$.${identifier}'`;
  return tenant.db.dialect === 'mysql'
    ? `JSON_UNQUOTE(JSON_EXTRACT(\`data\`, ${path}))`
    : `json_extract("data", ${path})`;
}

function sortSql(tenant: Tenant, identifier: string, format: FieldFormat): string {
  const value = fieldValueSql(tenant, identifier);
  if (format === 'number' || format === 'currency' || format === 'percent')
    return tenant.db.dialect === 'mysql' ? `CAST(${value} AS DECIMAL(65,12))` : `CAST(${value} AS REAL)`;
  return value;
}

/**
 * One page of a model's records, sorted and searched in SQL (a bounded query through the tenant:
 * never more than `limit` rows are read), and how many match.
 */
export async function pageOfRecords(
  tenant: Tenant,
  modelId: number,
  query: RecordPageQuery,
): Promise<{ items: RecordItem[]; total: number }> {
  const and: WhereOptions[] = [{ modelId }];
  if (query.search) {
    const term = query.search.term;
    and.push({
      [Op.or]: [
        sqlWhere(
          fn(
            'INSTR',
            fn('LOWER', literal(tenant.db.dialect === 'mysql' ? '`externalKey`' : '"externalKey"')),
            term,
          ),
          Op.gt,
          0,
        ),
        ...query.search.identifiers.map((identifier) =>
          sqlWhere(fn('INSTR', fn('LOWER', literal(fieldValueSql(tenant, identifier))), term), Op.gt, 0),
        ),
      ],
    });
  }
  const where: WhereOptions = { [Op.and]: and };
  const order: [unknown, 'ASC' | 'DESC'][] = [];
  if (query.sort) {
    const dir = query.sort.desc ? 'DESC' : 'ASC';
    order.push(
      query.sort.isKey
        ? ['externalKey', dir]
        : [literal(sortSql(tenant, query.sort.identifier, query.sort.format)), dir],
    );
  }
  // The id last, so equal values never swap places between two pages.
  order.push(['id', query.sort?.desc ? 'DESC' : 'ASC']);
  const [rows, total] = await Promise.all([
    tenant.findAll(recordsTable, {
      where,
      attributes: ['id', 'externalKey', 'data', 'updatedAt'],
      // The tenancy layer passes `order` to Sequelize as is; its type names columns only, and the
      // expressions above hold only checked identifiers.
      order: order as [string, 'ASC' | 'DESC'][],
      limit: query.limit,
      offset: query.offset,
    }),
    tenant.count(recordsTable, where),
  ]);
  return { items: rows.map(toRecordItem), total };
}

export async function insertCurrencyRates(
  tenant: Tenant,
  rates: readonly Omit<CurrencyRate, 'id'>[],
  t?: Transaction,
): Promise<void> {
  const now = new Date();
  await tenant.insertMany(
    currencyRatesTable,
    rates.map((rate) => ({ ...rate, version: 1, createdAt: now, updatedAt: now })),
    t,
  );
}

/** Every rate of the company, by currency, then date. */
export async function listCurrencyRates(tenant: Tenant): Promise<CurrencyRate[]> {
  return (
    await tenant.findAll(currencyRatesTable, {
      order: [
        ['currency', 'ASC'],
        ['effectiveAsOf', 'ASC'],
      ],
    })
  ).map(toCurrencyRate);
}

/** A page of rates (of one currency, or all), by currency then newest date first. */
export async function pageOfCurrencyRates(
  tenant: Tenant,
  query: { currency?: string; limit: number; offset: number },
): Promise<{ items: CurrencyRateEntry[]; total: number }> {
  const where: WhereOptions = query.currency ? { currency: query.currency } : {};
  const [rows, total] = await Promise.all([
    tenant.findAll(currencyRatesTable, {
      where,
      order: [
        ['currency', 'ASC'],
        ['effectiveAsOf', 'DESC'],
      ],
      limit: query.limit,
      offset: query.offset,
    }),
    tenant.count(currencyRatesTable, where),
  ]);
  return { items: rows.map(toCurrencyRateEntry), total };
}

export async function findCurrencyRate(
  tenant: Tenant,
  id: number,
  t?: Transaction,
): Promise<CurrencyRateEntry | null> {
  const row = await tenant.findById(currencyRatesTable, id, t);
  return row ? toCurrencyRateEntry(row) : null;
}

export async function insertCurrencyRate(
  tenant: Tenant,
  rate: Omit<CurrencyRate, 'id'>,
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  try {
    return await tenant.insert(
      currencyRatesTable,
      { ...rate, version: 1, createdAt: now, updatedAt: now },
      t,
    );
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(RATE_EXISTS_MESSAGE);
    throw error;
  }
}

export async function updateCurrencyRate(
  tenant: Tenant,
  id: number,
  changes: Partial<Pick<CurrencyRate, 'rate' | 'effectiveAsOf'>>,
  expected: ExpectedVersion,
  notFound: string,
  t?: Transaction,
): Promise<void> {
  try {
    await updateVersioned(
      tenant,
      currencyRatesTable,
      id,
      { ...changes, updatedAt: new Date() },
      expected,
      notFound,
      t,
    );
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(RATE_EXISTS_MESSAGE);
    throw error;
  }
}

export async function deleteCurrencyRate(tenant: Tenant, id: number, t?: Transaction): Promise<boolean> {
  return (await tenant.destroy(currencyRatesTable, { id }, t)) > 0;
}
