/**
 * The statement as JSON: what the CLI prints and the API will return. Amounts are decimal strings
 * (never floats), dates YYYY-MM-DD.
 */
import * as F from '../core/money.js';
import { formatDate, formatDateTime } from '../core/dates.js';
import type { Format } from '../plan/types.js';
import { isTable, type Value } from '../formula/runtime-api.js';
import type { StatementRun } from './statement.js';
import type { EngineError } from '../core/errors.js';

export type JsonValue = string | boolean | null | { rows: number };

export function valueToJson(v: Value | undefined, format: Format): JsonValue {
  if (v === null || v === undefined) return null;
  if (isTable(v)) return { rows: v.rows.length };
  switch (format) {
    case 'number':
    case 'currency':
    case 'percent':
      return F.formatFixed(v as F.Fixed);
    case 'date':
      return formatDate(v as number);
    case 'date-time':
      return formatDateTime(v as number);
    case 'boolean':
      return v === true;
    default:
      return String(v);
  }
}

export interface StatementJson {
  id: string;
  userId: string;
  userName: string;
  planId: string;
  period: { id: string; startDate: string; endDate: string };
  /** Review status the engine can tell: error, warning, or null when clean. */
  status: 'error' | 'warning' | null;
  incomplete: boolean;
  rules: {
    name: string;
    label: string;
    type: string;
    category: string;
    format: Format;
    value: JsonValue;
    overwritten?: { original: JsonValue };
    lines?: { recordKey: string; value: string; whole?: string }[];
    challenge?: { score: string; rank: number; prize: string };
    kpis: { name: string; value: JsonValue }[];
  }[];
  kpis: {
    name: string;
    label: string;
    format: Format;
    value: JsonValue;
    highlighted: boolean;
    overwritten?: { original: JsonValue };
  }[];
  datasets: {
    table: string;
    label: string;
    columns: { name: string; label: string; format: Format; calculated: boolean }[];
    rows: { key: string; values: Record<string, JsonValue>; overwritten?: string[] }[];
  }[];
  payments: {
    achievement: string;
    hold: string;
    paid: string;
    adjustments: string;
    heldBalance: string;
    /**
     * With a rule that forfeits held amounts (`forfeit`): what was forfeited in the period, in
     * total and per held amount (absent otherwise).
     */
    forfeited?: string;
    forfeits?: { rule: string; recordKey: string; amount: string; earnedPeriodId: string }[];
    lines: {
      type: string;
      category: string;
      rule?: string;
      amount: string;
      recordKey?: string;
      earnedPeriodId?: string;
      label?: string;
    }[];
  } | null;
  overwrites: {
    kind: string;
    token: string;
    table?: string;
    recordKey?: string;
    original: JsonValue;
    value: JsonValue;
  }[];
  errors: EngineError[];
  total: string | null;
  /**
   * With `values: true`: every variable, quota and rule the calculation evaluated, by name (a
   * table-valued one as its row count). What a figure's explanation shows beside its formula.
   */
  values?: Record<string, JsonValue>;
}

export function statementToJson(
  st: StatementRun,
  options: { datasets?: boolean; values?: boolean } = {},
): StatementJson {
  const plan = st.plan;
  const formatOf = (name: string): Format => plan.tokenByName.get(name)?.format ?? 'number';
  const overwrittenToken = new Map(st.overwritten.filter((o) => o.kind !== 'field').map((o) => [o.token, o]));
  const p = st.period;
  const rules: StatementJson['rules'] = plan.rules.map((r) => {
    const format: Format =
      r.def.type === 'NON_PAYOUT' ? r.def.format : r.def.type === 'CHALLENGE' ? 'number' : 'currency';
    const entry: StatementJson['rules'][number] = {
      name: r.name,
      label: r.def.label,
      type: r.def.type,
      category: r.def.category,
      format,
      value: st.incomplete ? null : valueToJson(st.values[r.slot], format),
      kpis: r.def.kpis.map((k) => ({
        name: k,
        value: st.incomplete ? null : valueToJson(st.values[plan.tokenByName.get(k)!.slot], formatOf(k)),
      })),
    };
    const ow = overwrittenToken.get(r.name);
    if (ow) entry.overwritten = { original: valueToJson(ow.original, format) };
    const lines = st.lines.get(r.name);
    if (lines) {
      entry.lines = [];
      for (let i = 0; i < lines.length; i++) {
        const line: { recordKey: string; value: string; whole?: string } = {
          recordKey: lines.key(i),
          value: F.formatFixed(lines.values[i]!),
        };
        if (lines.wholes) line.whole = F.formatFixed(lines.wholes[i]!);
        entry.lines.push(line);
      }
    }
    const ch = st.challenge.get(r.name);
    if (ch)
      entry.challenge = { score: F.formatFixed(ch.score), rank: ch.rank, prize: F.formatFixed(ch.prize) };
    return entry;
  });
  const highlighted = new Set(plan.def.plan.highlightedKpis);
  const kpis: StatementJson['kpis'] = plan.kpis.map((k) => {
    const entry: StatementJson['kpis'][number] = {
      name: k.name,
      label: k.label,
      format: k.format,
      value: st.incomplete ? null : valueToJson(st.values[k.slot], k.format),
      highlighted: highlighted.has(k.name),
    };
    const ow = overwrittenToken.get(k.name);
    if (ow) entry.overwritten = { original: valueToJson(ow.original, k.format) };
    return entry;
  });
  const datasets: StatementJson['datasets'] = [];
  if (options.datasets !== false && !st.incomplete) {
    for (const f of plan.filters) {
      if (!f.display) continue;
      const tb = st.builtTable(f.slot) ?? st.table(f.slot);
      const modelCols = Object.entries(f.model.fields).map(([name, d]) => ({
        name,
        label: d.label,
        format: d.format as Format,
        calculated: false,
      }));
      const calcCols = f.fields
        .filter((x) => x.display)
        .map((x) => ({ name: x.name, label: x.label, format: x.format, calculated: true, slot: x.slot }));
      const cols = calcCols.map((c) => st.column(tb, c.slot));
      const fieldOw = st.overwritten.filter((o) => o.kind === 'field' && o.table === f.name);
      datasets.push({
        table: f.name,
        label: f.label,
        columns: [...modelCols, ...calcCols.map(({ slot: _slot, ...c }) => c)],
        rows: displayOrder(tb.rows, f.compare).map((i) => {
          const rec = tb.rows[i]!;
          const values: Record<string, JsonValue> = {};
          for (const c of modelCols) values[c.name] = valueToJson(rec[c.name] ?? null, c.format);
          calcCols.forEach((c, j) => (values[c.name] = valueToJson(cols[j]![i] ?? null, c.format)));
          const key = String(rec[f.keyField]);
          const row: StatementJson['datasets'][number]['rows'][number] = { key, values };
          const ow = fieldOw.filter((o) => o.recordKey === key).map((o) => o.token);
          if (ow.length) row.overwritten = ow;
          return row;
        }),
      });
    }
  }
  const pay = st.payments;
  const errors = st.errors;
  return {
    id: st.id,
    userId: st.userId,
    userName: st.user.name,
    planId: plan.def.plan.id,
    period: { id: p.id, startDate: formatDate(p.start), endDate: formatDate(p.end) },
    status: errors.some((e) => e.level === 'error') ? 'error' : errors.length ? 'warning' : null,
    incomplete: st.incomplete,
    rules,
    kpis,
    datasets,
    payments: pay
      ? {
          achievement: F.formatFixed(pay.achievement),
          hold: F.formatFixed(pay.hold),
          paid: F.formatFixed(pay.paid),
          adjustments: F.formatFixed(pay.adjustments),
          heldBalance: F.formatFixed(pay.heldBalance),
          ...(plan.hasForfeits
            ? {
                forfeited: F.formatFixed(pay.forfeited),
                forfeits: pay.forfeits.map((f) => ({ ...f, amount: F.formatFixed(f.amount) })),
              }
            : {}),
          lines: pay.lines.map((l) => ({ ...l, amount: F.formatFixed(l.amount) })),
        }
      : null,
    overwrites: st.overwritten.map((o) => {
      const format: Format =
        o.kind === 'field'
          ? (plan.filterByName.get(o.table!)?.calcFields.get(o.token)?.format ?? 'number')
          : formatOf(o.token);
      const out: StatementJson['overwrites'][number] = {
        kind: o.kind,
        token: o.token,
        original: valueToJson(o.original, format),
        value: valueToJson(o.value, format),
      };
      if (o.table) out.table = o.table;
      if (o.recordKey) out.recordKey = o.recordKey;
      return out;
    }),
    errors,
    total: pay ? F.formatFixed(pay.total) : null,
    ...(options.values && !st.incomplete ? { values: evaluatedValues(st) } : {}),
  };
}

function evaluatedValues(st: StatementRun): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  for (const token of st.plan.tokens) {
    const value = st.values[token.slot];
    if (value !== undefined) values[token.name] = valueToJson(value, token.format);
  }
  return values;
}

/** Row indexes in the filter's sort order (team tables are only sorted when a formula needs it). */
function displayOrder<T>(rows: T[], compare: (a: T, b: T) => number): number[] {
  return rows.map((_, i) => i).sort((a, b) => compare(rows[a]!, rows[b]!) || a - b);
}
