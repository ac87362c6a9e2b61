import {
  col,
  fn,
  IndexHints,
  literal,
  Op,
  UniqueConstraintError,
  where as sqlWhere,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import { indexName } from '../../platform/db/ddl.js';
import {
  slotsOf,
  slotValuesOf,
  TEXT_SLOT_LENGTH,
  textSlotValue,
  type Slot,
  type SlotColumn,
} from '../../platform/db/record-slots.js';
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
        // No records yet: they are all written with the slots of this definition.
        slots: JSON.stringify(slotsOf(model)),
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

/** A model and the slots its records hold (null while they are being filled). */
export async function findRecordModelWithSlots(
  tenant: Tenant,
  machineName: string,
): Promise<{ model: RecordModel; slots: Slot[] | null } | null> {
  const row = await tenant.findOne(recordModelsTable, { machineName });
  return row ? { model: toRecordModel(row), slots: toJson<Slot[] | null>(row.slots, null) } : null;
}

/** The slots a model's records are written with: those of its definition as stored now. */
export async function slotsForWriting(tenant: Tenant, modelId: number, t?: Transaction): Promise<Slot[]> {
  const row = await tenant.findById(recordModelsTable, modelId, t);
  return row ? slotsOf(toRecordModel(row)) : [];
}

const FILL_BATCH = 500;

/**
 * Fills the slots of a model's records after an edit moved a field's slot (the edit set the
 * model's map to null: pages read JSON values meanwhile), in batches of FILL_BATCH rows by id, and
 * then writes the map, at the version it was computed from: an edit in between starts it again.
 */
export async function fillRecordSlots(tenant: Tenant, modelId: number): Promise<void> {
  for (;;) {
    const row = await tenant.findById(recordModelsTable, modelId);
    if (!row || row.slots !== null) return;
    const slots = slotsOf(toRecordModel(row));
    let lastId = 0;
    for (;;) {
      const records = await tenant.findAll(recordsTable, {
        where: { modelId, id: { [Op.gt]: lastId } },
        attributes: ['id', 'data'],
        order: [['id', 'ASC']],
        limit: FILL_BATCH,
      });
      if (!records.length) break;
      for (const record of records)
        await tenant.update(
          recordsTable,
          { id: record.id },
          slotValuesOf(slots, toJson<RecordData>(record.data, {})),
        );
      lastId = Number(records.at(-1)!.id);
    }
    const written = await tenant.update(
      recordModelsTable,
      { id: modelId, version: row.version, slots: null },
      { slots: JSON.stringify(slots) },
    );
    if (written > 0) return;
  }
}

/** Changes these columns of a model in one UPDATE, at the expected version (else 409). */
export async function updateRecordModel(
  tenant: Tenant,
  id: number,
  changes: Partial<Omit<RecordModelInput, 'machineName'>> & { slotsMoved?: boolean },
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
  // The records hold the old slots until `fillRecordSlots` has rewritten them: none meanwhile.
  if (changes.slotsMoved) values.slots = null;
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
  const slots = new Map<number, Slot[]>();
  for (const modelId of new Set(rows.map((row) => row.modelId)))
    slots.set(modelId, await slotsForWriting(tenant, modelId, t));
  await tenant.insertMany(
    recordsTable,
    rows.map((row) => ({
      ...row,
      data: JSON.stringify(row.data),
      updatedAt: now,
      ...slotValuesOf(slots.get(row.modelId)!, row.data),
    })),
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

/** A filter of the record browser, checked by the service against the field's format. */
export type RecordFilter =
  | { kind: 'key'; value: string }
  | { kind: 'text'; identifier: string; op: 'contains' | 'eq'; value: string }
  | { kind: 'number'; identifier: string; op: 'min' | 'max'; value: string }
  | { kind: 'date'; identifier: string; op: 'from' | 'to'; value: string }
  | { kind: 'boolean'; identifier: string; value: boolean };

export interface RecordPageQuery {
  /** A field identifier of the model (letters and digits only: checked by the service). */
  sort: { identifier: string; format: FieldFormat; isKey: boolean; desc: boolean } | null;
  /** Lower-cased; matched in the key and in these (text) fields. */
  search: { term: string; identifiers: readonly string[] } | null;
  /** Combined with AND. */
  filters: readonly RecordFilter[];
  /** The slots the model's records hold (null while they are being filled: JSON values then). */
  slots: readonly Slot[] | null;
  limit: number;
  offset: number;
}

/** The count of a page stops here: a larger total answers 10,000 and `totalCapped`. */
export const RECORD_COUNT_CAP = 10_000;

/**
 * The SQL text of a field's value in the JSON `data` column (the identifier is a checked
 * machine name, never free text): JSON_EXTRACT on both dialects, unquoted on MariaDB.
 */
function fieldValueSql(tenant: Tenant, identifier: string): string {
  return tenant.db.dialect === 'mysql'
    ? `JSON_UNQUOTE(JSON_EXTRACT(\`data\`, ${jsonPath(identifier)}))`
    : `json_extract("data", ${jsonPath(identifier)})`;
}

function jsonPath(identifier: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(identifier)) throw new Error('unsafe field identifier');
  return `'$.${identifier}'`;
}

function numberValueSql(tenant: Tenant, identifier: string): string {
  const value = fieldValueSql(tenant, identifier);
  return tenant.db.dialect === 'mysql' ? `CAST(${value} AS DECIMAL(65,12))` : `CAST(${value} AS REAL)`;
}

function sortSql(tenant: Tenant, identifier: string, format: FieldFormat): string {
  if (format === 'number' || format === 'currency' || format === 'percent')
    return numberValueSql(tenant, identifier);
  return fieldValueSql(tenant, identifier);
}

const quoted = (tenant: Tenant, column: string) =>
  tenant.db.dialect === 'mysql' ? `\`${column}\`` : `"${column}"`;

/** `INSTR(sql, term) > 0`: a substring test with no wildcard to escape. */
const contains = (sql: string, term: string): WhereOptions =>
  sqlWhere(fn('INSTR', literal(sql), term), Op.gt, 0);

/**
 * A text slot holds its value lower-cased and cut: a value as long as the slot may go on, so it is
 * also compared whole (on its JSON value) when the slot is full.
 */
function textCondition(
  tenant: Tenant,
  identifier: string,
  column: SlotColumn | undefined,
  op: 'contains' | 'eq',
  value: string,
): WhereOptions {
  const lower = value.toLowerCase();
  const json = `LOWER(${fieldValueSql(tenant, identifier)})`;
  if (!column) return op === 'eq' ? sqlWhere(literal(json), Op.eq, lower) : contains(json, lower);
  const full = sqlWhere(fn('LENGTH', col(column)), Op.gte, TEXT_SLOT_LENGTH);
  if (op === 'eq')
    return lower.length < TEXT_SLOT_LENGTH
      ? { [column]: lower }
      : { [Op.and]: [{ [column]: textSlotValue(lower) }, sqlWhere(literal(json), Op.eq, lower)] };
  return { [Op.or]: [contains(quoted(tenant, column), lower), { [Op.and]: [full, contains(json, lower)] }] };
}

function filterCondition(
  tenant: Tenant,
  filter: RecordFilter,
  slots: ReadonlyMap<string, Slot>,
): WhereOptions {
  if (filter.kind === 'key') return { externalKey: filter.value };
  const column = slots.get(filter.identifier)?.column;
  switch (filter.kind) {
    case 'text':
      return textCondition(tenant, filter.identifier, column, filter.op, filter.value);
    case 'number': {
      const op = filter.op === 'min' ? Op.gte : Op.lte;
      return column
        ? { [column]: { [op]: filter.value } }
        : sqlWhere(literal(numberValueSql(tenant, filter.identifier)), op, filter.value);
    }
    case 'date': {
      // `to` includes its whole day: a date-time of that day is before the next day.
      const from = filter.op === 'from';
      const op = from ? Op.gte : Op.lt;
      const bound = from ? filter.value : nextDay(filter.value);
      return column
        ? { [column]: { [op]: bound } }
        : sqlWhere(literal(fieldValueSql(tenant, filter.identifier)), op, bound);
    }
    case 'boolean':
      return tenant.db.dialect === 'mysql'
        ? sqlWhere(
            literal(`JSON_EXTRACT(\`data\`, ${jsonPath(filter.identifier)})`),
            Op.eq,
            filter.value ? 'true' : 'false',
          )
        : sqlWhere(
            literal(`json_type("data", ${jsonPath(filter.identifier)})`),
            Op.eq,
            filter.value ? 'true' : 'false',
          );
  }
}

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * One page of a model's records, filtered, searched and sorted in SQL, and how many match (counted
 * up to RECORD_COUNT_CAP). The page is read in two bounded steps: the ids of the page, on an index
 * of the sort's slot (company, model, slot, id: the ids are in it, so skipping to page 100 reads no
 * row), then those rows by id. The order always ends on the id, so equal values keep their places.
 */
export async function pageOfRecords(
  tenant: Tenant,
  modelId: number,
  query: RecordPageQuery,
): Promise<{ items: RecordItem[]; total: number; totalCapped: boolean }> {
  const slots = new Map((query.slots ?? []).map((slot) => [slot.identifier, slot]));
  const and: WhereOptions[] = [{ modelId }];
  if (query.search) {
    const term = query.search.term;
    and.push({
      [Op.or]: [
        contains(`LOWER(${quoted(tenant, 'externalKey')})`, term),
        ...query.search.identifiers.map((identifier) =>
          textCondition(tenant, identifier, slots.get(identifier)?.column, 'contains', term),
        ),
      ],
    });
  }
  for (const filter of query.filters) and.push(filterCondition(tenant, filter, slots));
  const where: WhereOptions = { [Op.and]: and };
  const dir = query.sort?.desc ? 'DESC' : 'ASC';
  const order: [unknown, 'ASC' | 'DESC'][] = [];
  // Without a sort, the order of arrival: the primary key's (walked only for a large model: a small
  // one's rows may come after a large one's).
  let sortIndex: string | null = 'PRIMARY';
  if (query.sort) {
    const column = slots.get(query.sort.identifier)?.column;
    if (query.sort.isKey) {
      order.push(['externalKey', dir]);
      sortIndex = indexName('records', ['companyId', 'modelId', 'externalKey']);
    } else if (column) {
      order.push([column, dir]);
      sortIndex = indexName('records', ['companyId', 'modelId', column, 'id']);
    } else {
      order.push([literal(sortSql(tenant, query.sort.identifier, query.sort.format)), dir]);
      sortIndex = null;
    }
  }
  // The id last, so equal values never swap places between two pages.
  order.push(['id', dir]);
  const count = () => tenant.countUpTo(recordsTable, where, RECORD_COUNT_CAP + 1);
  const pageIds = async (walkSortIndex: boolean) =>
    (
      await tenant.findAll(recordsTable, {
        where,
        attributes: ['id'],
        // The tenancy layer passes `order` to Sequelize as is; its type names columns only, and the
        // expressions above hold only checked identifiers.
        order: order as [string, 'ASC' | 'DESC'][],
        limit: query.limit,
        offset: query.offset,
        ...(walkSortIndex ? { indexHints: [{ type: IndexHints.FORCE, values: [sortIndex!] }] } : {}),
      })
    ).map((row) => Number(row.id));
  let counted: number;
  let ids: number[];
  if (and.length === 1 && sortIndex !== null && sortIndex !== 'PRIMARY') {
    // The whole model by a sort field: its page is on the sort's index whatever the count, read
    // beside the count.
    [counted, ids] = await Promise.all([count(), pageIds(sortIndex !== null)]);
  } else {
    // Many matches: walking the sort's index and keeping the matching rows finds a page after a
    // few hundred rows, where the database could pick a filter's index and sort all its matches
    // first. Few matches (a selective filter): it reads them by the filter's index and sorts them.
    counted = await count();
    ids = await pageIds(sortIndex !== null && counted > RECORD_COUNT_CAP);
  }
  const rows = ids.length
    ? await tenant.findAll(recordsTable, {
        where: { id: ids },
        attributes: ['id', 'externalKey', 'data', 'updatedAt'],
      })
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRecordItem(row)] : [];
    }),
    total: Math.min(counted, RECORD_COUNT_CAP),
    totalCapped: counted > RECORD_COUNT_CAP,
  };
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
