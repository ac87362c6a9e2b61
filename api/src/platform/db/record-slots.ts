/** The parts of a record model (modules/data) the slots depend on; here, below the modules, so
 * that migration 0038 fills them as the data module does. */
type FieldFormat = string;
interface RecordField {
  identifier: string;
  format: FieldFormat;
}
interface SortEntry {
  fieldMachineName: string;
}
type RecordData = Record<string, unknown>;

/**
 * Typed, indexed copies of a few fields of each record (migration 0038), so the record browser
 * filters and sorts a model of a million records on an index instead of reading every row's JSON.
 * A model's fields take the slots of their kind in order of priority: its sort fields first, then
 * its fields in definition order (the key has its own indexed column, `externalKey`). The map is a
 * function of the definition alone, so every write path fills the same columns; a field without a
 * slot is still filtered and sorted, on its JSON value (correct, not fast).
 *
 * - text: the value lower-cased and cut to TEXT_SLOT_LENGTH characters (a case-insensitive order
 *   and equality on both databases; a longer value is compared whole on its JSON value too);
 * - number (number, currency, percent): exact DECIMAL(38,12), the value cut to 12 decimals (a value
 *   with more, or with more than 26 integer digits, has no slot value and is compared on its JSON);
 * - date (date, date-time): the stored ISO text (YYYY-MM-DD or a UTC ISO date-time), which sorts
 *   in time order.
 */
export type SlotKind = 'text' | 'number' | 'date';

export const SLOT_COLUMNS = {
  text: ['text1', 'text2'],
  number: ['num1', 'num2'],
  date: ['date1', 'date2'],
} as const satisfies Record<SlotKind, readonly string[]>;

export type SlotColumn = (typeof SLOT_COLUMNS)[SlotKind][number];

export const ALL_SLOT_COLUMNS: readonly SlotColumn[] = [
  ...SLOT_COLUMNS.text,
  ...SLOT_COLUMNS.number,
  ...SLOT_COLUMNS.date,
];

export const TEXT_SLOT_LENGTH = 100;
const NUMBER_INTEGER_DIGITS = 26;
const NUMBER_FRACTION_DIGITS = 12;

/** A slot column's values, as one row of the records table holds them. */
export type SlotValues = Record<SlotColumn, string | null>;

/** A field's slot: its column and how its values are kept. */
export interface Slot {
  identifier: string;
  column: SlotColumn;
  kind: SlotKind;
}

export function slotKindOf(format: FieldFormat): SlotKind | null {
  switch (format) {
    case 'text':
      return 'text';
    case 'number':
    case 'currency':
    case 'percent':
      return 'number';
    case 'date':
    case 'date-time':
      return 'date';
    default:
      return null;
  }
}

/** The slots of a model's fields (by field identifier), from its definition alone. */
export function slotsOf(model: {
  keyField: string;
  fields: readonly RecordField[];
  sort?: readonly SortEntry[] | null;
}): Slot[] {
  const byId = new Map(model.fields.map((field) => [field.identifier, field]));
  const ordered: RecordField[] = [];
  for (const entry of model.sort ?? []) {
    const field = byId.get(entry.fieldMachineName);
    if (field && !ordered.includes(field)) ordered.push(field);
  }
  for (const field of model.fields) if (!ordered.includes(field)) ordered.push(field);
  const free: Record<SlotKind, SlotColumn[]> = {
    text: [...SLOT_COLUMNS.text],
    number: [...SLOT_COLUMNS.number],
    date: [...SLOT_COLUMNS.date],
  };
  const slots: Slot[] = [];
  for (const field of ordered) {
    if (field.identifier === model.keyField) continue;
    const kind = slotKindOf(field.format);
    const column = kind ? free[kind].shift() : undefined;
    if (kind && column) slots.push({ identifier: field.identifier, column, kind });
  }
  return slots;
}

/** A text value as its slot holds it: lower-cased, cut (never between two halves of a character). */
export function textSlotValue(value: string): string {
  const lower = value.toLowerCase();
  if (lower.length <= TEXT_SLOT_LENGTH) return lower;
  const code = lower.charCodeAt(TEXT_SLOT_LENGTH - 1);
  return lower.slice(0, code >= 0xd800 && code <= 0xdbff ? TEXT_SLOT_LENGTH - 1 : TEXT_SLOT_LENGTH);
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal as its slot holds it, or null when it does not fit DECIMAL(38,12) exactly. */
export function numberSlotValue(value: string | number): string | null {
  const match = DECIMAL.exec(typeof value === 'number' ? numberText(value) : value.trim());
  if (!match) return null;
  const integer = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (integer.length > NUMBER_INTEGER_DIGITS || fraction.length > NUMBER_FRACTION_DIGITS) return null;
  const text = fraction ? `${integer}.${fraction}` : integer;
  return match[1] && text !== '0' ? `-${text}` : text;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Number.isSafeInteger(value)) return String(value);
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const ISO_DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}(T[0-9:.]+Z)?$/;

/** A date or date-time as its slot holds it (the stored ISO text), or null. */
export function dateSlotValue(value: string): string | null {
  return ISO_DAY_OR_TIME.test(value) && value.length <= 30 ? value : null;
}

/** A value of a record as its slot holds it (null for an empty or unfit value). */
export function slotValue(kind: SlotKind, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'text':
      return textSlotValue(String(value));
    case 'number':
      return typeof value === 'string' || typeof value === 'number' ? numberSlotValue(value) : null;
    case 'date':
      return typeof value === 'string' ? dateSlotValue(value) : null;
  }
}

const NO_SLOTS: SlotValues = {
  text1: null,
  text2: null,
  num1: null,
  num2: null,
  date1: null,
  date2: null,
};

/** Every slot column of a record (null where the model has no field in the slot). */
export function slotValuesOf(slots: readonly Slot[], data: RecordData): SlotValues {
  const values: SlotValues = { ...NO_SLOTS };
  for (const slot of slots) values[slot.column] = slotValue(slot.kind, data[slot.identifier]);
  return values;
}

/** Whether two slot maps put the same fields in the same columns. */
export function sameSlots(a: readonly Slot[], b: readonly Slot[]): boolean {
  return (
    a.length === b.length &&
    a.every((slot, i) => slot.identifier === b[i]!.identifier && slot.column === b[i]!.column)
  );
}
