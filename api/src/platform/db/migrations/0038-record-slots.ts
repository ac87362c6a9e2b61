import { DataTypes, Op, type QueryInterface, type QueryOptionsWithWhere } from 'sequelize';
import { dropColumnIfPresent, dropIndexIfPresent, ensureColumn, ensureIndex, indexName } from '../ddl.js';
import { ALL_SLOT_COLUMNS, slotsOf, slotValuesOf, type Slot } from '../record-slots.js';

/**
 * The record browser on a model of a million records (issue #11 point 5): typed copies of a few
 * fields of each record (`record-slots.ts`: two text, two number and two date slots), each indexed
 * as (companyId, modelId, slot, id) so a filtered, sorted page walks an index; `record_models.slots`
 * is the slot map (JSON) the model's records hold, null while they are being filled.
 *
 * Re-runnable from any point (see `ddl.ts`): the columns and indexes are ensured, and existing
 * records are filled model by model in batches of BATCH rows by id; a model's map is written once
 * all its records hold it, so a start killed half-way fills that model again (the same values).
 */
const BATCH = 500;

const COLUMNS = {
  text1: DataTypes.STRING(100),
  text2: DataTypes.STRING(100),
  num1: DataTypes.DECIMAL(38, 12),
  num2: DataTypes.DECIMAL(38, 12),
  date1: DataTypes.STRING(30),
  date2: DataTypes.STRING(30),
} satisfies Record<(typeof ALL_SLOT_COLUMNS)[number], unknown>;

const indexOf = (column: string) => ['companyId', 'modelId', column, 'id'];

export async function up(q: QueryInterface): Promise<void> {
  for (const [column, type] of Object.entries(COLUMNS))
    await ensureColumn(q, 'records', column, { type, allowNull: true });
  await ensureColumn(q, 'record_models', 'slots', { type: DataTypes.TEXT, allowNull: true });
  for (const column of ALL_SLOT_COLUMNS) await ensureIndex(q, 'records', indexOf(column));
  await fillModels(q);
}

export async function down(q: QueryInterface): Promise<void> {
  for (const column of ALL_SLOT_COLUMNS) {
    await dropIndexIfPresent(q, 'records', indexName('records', indexOf(column)));
    await dropColumnIfPresent(q, 'records', column);
  }
  await dropColumnIfPresent(q, 'record_models', 'slots');
}

interface ModelRow {
  id: number;
  keyField: string;
  fields: string;
  sort: string | null;
}

const parse = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** Fills the slots of every model whose map is not written yet (all of them on a first run). */
async function fillModels(q: QueryInterface): Promise<void> {
  const select = (table: string, options: object) =>
    q.select(null, table, options as QueryOptionsWithWhere) as Promise<unknown[]>;
  const models = (await select('record_models', {
    attributes: ['id', 'keyField', 'fields', 'sort'],
    where: { slots: null },
    order: [['id', 'ASC']],
  })) as ModelRow[];
  for (const model of models) {
    const slots = slotsOf({
      keyField: model.keyField,
      fields: parse(model.fields, []),
      sort: parse(model.sort, []),
    });
    if (slots.length) await fillRecords(q, model.id, slots, select);
    await q.bulkUpdate('record_models', { slots: JSON.stringify(slots) }, { id: model.id });
  }
}

async function fillRecords(
  q: QueryInterface,
  modelId: number,
  slots: readonly Slot[],
  select: (table: string, options: object) => Promise<unknown[]>,
): Promise<void> {
  let lastId = 0;
  for (;;) {
    const rows = (await select('records', {
      attributes: ['id', 'data'],
      where: { modelId, id: { [Op.gt]: lastId } },
      order: [['id', 'ASC']],
      limit: BATCH,
    })) as { id: number; data: string }[];
    if (!rows.length) return;
    for (const row of rows) {
      const values = slotValuesOf(slots, parse<Record<string, unknown>>(row.data, {}));
      await q.bulkUpdate('records', values, { id: row.id });
    }
    lastId = rows.at(-1)!.id;
  }
}
