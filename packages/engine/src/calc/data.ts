/**
 * Indexes the input once per calculation: records by key, each filter's matching rows bucketed by
 * (user, period) (sorted on first ordered read), the team tree with its effective-dated
 * assignments (team-index.ts), quotas and currency rates. Record changes update the buckets (incremental
 * recalculation).
 */
import * as F from '../core/money.js';
import * as D from '../core/dates.js';
import type { CompiledFilter, CompiledPlan } from '../plan/compile-plan.js';
import { literal } from '../plan/compile-plan.js';
import type { Rec, Value } from '../formula/runtime-api.js';
import type { CalculationInput, QuotaValueInput, RawRecord } from './input.js';
import { bucketRecords, emptyPeriods, type FilterBuckets } from './buckets.js';
import { RecordStore } from './records.js';
import { interval, overlaps, type Interval } from './intervals.js';
import { TeamIndex } from './team-index.js';
import { AssignmentParameters } from './parameters.js';

const EMPTY: Rec[] = [];

/** Converts raw rows of a model to records in engine representation. */
export function prepareRecords(plan: CompiledPlan, model: string, rows: RawRecord[]): Rec[] {
  const def = plan.def.models[model];
  if (!def) throw new Error(`Unknown model "${model}" in the records`);
  const fields = Object.entries(def.fields);
  return rows.map((raw, i) => {
    const rec: Rec = {};
    for (const [name, f] of fields) {
      try {
        rec[name] = literal(raw[name], f.format);
      } catch {
        throw new Error(
          `Record ${i + 1} of model "${model}": field "${name}" is not a valid ${f.format} (${JSON.stringify(raw[name])})`,
        );
      }
    }
    return rec;
  });
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

export type { FilterBuckets };

export class DataIndex {
  /** Every period the buckets cover: from the start of the first computed period's (fiscal) year. */
  readonly periods: D.Period[];
  /** Per period: where it stands in the company's fiscal year. */
  readonly fiscal: D.FiscalPosition[];
  /** Indexes (into periods) of the periods to compute. */
  readonly computed: number[];
  readonly records = new Map<string, RecordStore>();
  readonly buckets: FilterBuckets[];
  team: TeamIndex;
  readonly users: Map<string, { id: string; name: string }>;
  planAssignments: Map<string, Interval[]> | null;
  /** The plan parameters' values given by the plan assignments. */
  parameters: AssignmentParameters;
  private readonly quotas = new Map<string, { date: number; value: F.Fixed }[]>();
  private readonly rates = new Map<string, { date: number; rate: F.Fixed }[]>();
  readonly companyCurrency: string;
  readonly precision: number;
  private readonly starts: number[];
  /** Incremented by every record change, so cached record references can be revalidated. */
  version = 0;
  /** The records replaced or removed by record changes, with the version each change made. */
  private readonly replaced: { version: number; rec: Rec }[] = [];
  /** Per filter slot: its buckets not sorted yet (indexing may leave them unsorted; rowsOf). */
  private readonly unsorted: Set<Rec[]>[];
  /** Buckets shared by filters of the same selection (see inOrder). */
  private readonly shared = new Set<Rec[]>();
  /** Shared buckets one of their filters has sorted in place: the others sort a copy. */
  private readonly claimed = new Set<Rec[]>();
  /** Per filter slot, then field, then user: the field's sum in each period (periodSums). */
  private readonly userPeriodSums: Map<string, Map<string, F.Fixed[]>>[] = [];
  /** Field sums per bucket array (bucketSum). */
  private readonly sums = new WeakMap<Rec[], Map<string, F.Fixed>>();
  /**
   * Per bucket array filled at indexing and not reordered since: the position of each row in its
   * model's RecordStore.rows, to read numeric fields from columns (fieldColumn). A Map, not a
   * WeakMap (tens of thousands of weak entries slow every garbage collection down); an array
   * replaced by a record change leaves it, so it holds only arrays the index still has.
   */
  private readonly positions = new Map<Rec[], Int32Array>();
  /** Per filter slot and period: bumped whenever a bucket of the filter in the period changes. */
  private readonly bucketVersions: Int32Array[];
  /** Team-scope sums (teamSum): "slot|period|field|user" -> the sum and what it was computed from. */
  private readonly teamSums = new Map<string, { total: F.Fixed; version: number; team: TeamIndex }>();
  /** Numeric model fields as columns over RecordStore.rows, by model then field (null: not numeric). */
  private readonly fieldColumns = new Map<string, Map<string, Float64Array | null>>();
  /** Model fields' values as columns over RecordStore.rows, by model then field (valueColumn). */
  private readonly valueColumns = new Map<string, Map<string, Value[]>>();

  constructor(
    readonly plan: CompiledPlan,
    input: CalculationInput,
  ) {
    const freq = plan.def.plan.frequency;
    const requested = resolvePeriods(input.periods, freq);
    const first = requested[0]!;
    const last = requested[requested.length - 1]!;
    const m = D.checkFiscalYearStartMonth(input.fiscalYearStartMonth);
    this.periods = D.periodsBetween(D.fiscalPosition(first, m).yearStart, last.start, freq);
    this.fiscal = this.periods.map((p) => D.fiscalPosition(p, m));
    this.starts = this.periods.map((p) => p.start);
    this.computed = requested.map((p) => this.periods.findIndex((q) => q.id === p.id));
    this.companyCurrency = input.company.currency;
    this.precision = input.company.precision ?? 2;
    this.users = new Map(input.users.map((u) => [u.id, { id: u.id, name: u.name ?? u.id }]));
    this.team = new TeamIndex(input);
    this.planAssignments = input.planAssignments
      ? groupBy(
          input.planAssignments,
          (a) => a.userId,
          (a) => interval(a.effectiveAsOf, a.effectiveUntil),
        )
      : null;
    this.parameters = new AssignmentParameters(plan.def, input.planAssignments);
    this.replaceQuotas(input.quotas ?? []);
    for (const r of input.rates ?? []) {
      const date = r.date ? D.parseDate(r.date) : -Infinity;
      if (date === undefined)
        throw new Error(`Rate ${r.currency}: Date is not in YYYY-MM-DD format: "${r.date}"`);
      push(this.rates, r.currency.toUpperCase(), {
        date,
        rate: typeof r.rate === 'number' ? F.fromJsNumber(r.rate) : F.fixed(r.rate),
      });
    }
    for (const list of this.rates.values()) list.sort((a, b) => a.date - b.date);

    this.buckets = new Array<FilterBuckets>(plan.filters.length);
    this.bucketVersions = plan.filters.map(() => new Int32Array(this.periods.length));
    this.unsorted = plan.filters.map(() => new Set());
    for (const model of Object.keys(plan.def.models)) {
      const prepared =
        input.preparedRecords?.[model] ?? prepareRecords(plan, model, input.records[model] ?? []);
      const store = new RecordStore(prepared, plan.def.models[model]!.key);
      this.records.set(model, store);
      const rows = store.rows;
      const filters = plan.filters.filter((f) => f.modelName === model);
      const { buckets: filled, sorted } = bucketRecords(
        filters,
        rows,
        (t) => this.periodIndexOf(t),
        this.periods.length,
        store.keyOrdered,
        this.positions,
      );
      const selections = new Set<string>();
      filters.forEach((f, i) => {
        this.buckets[f.slot] = filled[i]!;
        const sharing = selections.has(f.selection);
        selections.add(f.selection);
        // Filled in this filter's order: nothing to sort; the filters sharing these buckets copy.
        const inOrder = sorted[i]!;
        const shared = filters.some((g) => g !== f && g.selection === f.selection);
        for (const perPeriod of filled[i]!.values()) {
          for (const bucket of perPeriod) {
            if (bucket.length < 2) continue;
            if (inOrder) {
              if (shared) this.claimed.add(bucket);
              continue;
            }
            this.unsorted[f.slot]!.add(bucket);
            if (sharing) this.shared.add(bucket);
          }
        }
      });
    }
  }

  replaceQuotas(quotas: QuotaValueInput[]): void {
    this.quotas.clear();
    for (const q of quotas) {
      const date = D.parseDate(q.date);
      if (date === undefined)
        throw new Error(`Quota ${q.quota}: Date is not in YYYY-MM-DD format: "${q.date}"`);
      const value = typeof q.value === 'number' ? F.fromJsNumber(q.value) : F.fixed(q.value);
      push(this.quotas, quotaKey(q.quota, q.userId ?? (q.teamId ? `team:${q.teamId}` : '')), { date, value });
    }
    for (const list of this.quotas.values()) list.sort((a, b) => a.date - b.date);
  }

  /** Rebuilds the team tree and plan assignments after they changed. */
  replaceAssignments(input: CalculationInput): void {
    this.team = new TeamIndex(input);
    this.planAssignments = input.planAssignments
      ? groupBy(
          input.planAssignments,
          (a) => a.userId,
          (a) => interval(a.effectiveAsOf, a.effectiveUntil),
        )
      : null;
    this.parameters = new AssignmentParameters(this.plan.def, input.planAssignments);
  }

  /** Index of the period containing t, or -1 outside the covered range. */
  periodIndexOf(t: number): number {
    const s = this.starts;
    if (t < s[0]! || t > this.periods[this.periods.length - 1]!.end) return -1;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The users a row of `filter` is attributed to (its owner fields), and its period index. */
  placement(filter: CompiledFilter, r: Rec): { users: string[]; period: number } | null {
    if (!filter.matches(r)) return null;
    const t = r[filter.periodField];
    if (typeof t !== 'number') return null;
    const period = this.periodIndexOf(t);
    if (period < 0) return null;
    const users: string[] = [];
    for (const f of filter.userFields) {
      const u = r[f];
      if (u !== null && u !== undefined && u !== '') {
        const id = String(u);
        if (!users.includes(id)) users.push(id);
      }
    }
    return { users, period };
  }

  /** Replaces (or removes, with `next` null) one record and keeps every bucket sorted. */
  replaceRecord(
    model: string,
    key: string,
    next: Rec | null,
  ): { filter: CompiledFilter; users: string[]; period: number; rec: Rec }[] {
    const byKey = this.records.get(model);
    if (!byKey) throw new Error(`Unknown model "${model}"`);
    const prev = byKey.get(key) ?? null;
    this.version++;
    if (prev) this.replaced.push({ version: this.version, rec: prev });
    const touched: { filter: CompiledFilter; users: string[]; period: number; rec: Rec }[] = [];
    // Kept per-user sums of the users whose rows change are dropped below (periodSums).
    const forget = (users: string[]) => {
      for (const byField of this.userPeriodSums)
        for (const byUser of byField?.values() ?? []) for (const u of users) byUser.delete(u);
    };
    for (const filter of this.plan.filters) {
      if (filter.modelName !== model) continue;
      const buckets = this.buckets[filter.slot]!;
      const versions = this.bucketVersions[filter.slot]!;
      if (prev) {
        const place = this.placement(filter, prev);
        if (place) {
          versions[place.period]!++;
          touched.push({ filter, ...place, rec: prev });
          forget(place.users);
          for (const u of place.users) {
            const perPeriod = buckets.get(u);
            const rows = perPeriod && this.inOrder(filter, perPeriod, place.period);
            const i = rows ? rows.indexOf(prev) : -1;
            // Copy on write: statements keep the arrays they were computed from.
            if (perPeriod && rows && i >= 0) {
              this.positions.delete(rows);
              perPeriod[place.period] = [...rows.slice(0, i), ...rows.slice(i + 1)];
            }
          }
        }
      }
      if (next) {
        const place = this.placement(filter, next);
        if (place) {
          versions[place.period]!++;
          touched.push({ filter, ...place, rec: next });
          forget(place.users);
          for (const u of place.users) {
            let perPeriod = buckets.get(u);
            if (!perPeriod) {
              perPeriod = emptyPeriods(this.periods.length);
              buckets.set(u, perPeriod);
            }
            const before = this.inOrder(filter, perPeriod, place.period);
            this.positions.delete(before);
            const rows = (perPeriod[place.period] = before.slice());
            let lo = 0;
            let hi = rows.length;
            while (lo < hi) {
              const mid = (lo + hi) >> 1;
              if (filter.compare(rows[mid]!, next) <= 0) lo = mid + 1;
              else hi = mid;
            }
            rows.splice(lo, 0, next);
          }
        }
      }
    }
    if (next) byKey.set(key, next);
    else byKey.delete(key);
    return touched;
  }

  /**
   * Whether `rec` may have been replaced or removed by a record change after `version` (true
   * beyond the few latest changes it checks: the record is then looked up).
   */
  replacedSince(rec: Rec, version: number): boolean {
    const log = this.replaced;
    for (let i = log.length - 1, checked = 0; i >= 0 && log[i]!.version > version; i--, checked++) {
      if (checked === 32 || log[i]!.rec === rec) return true;
    }
    return false;
  }

  /**
   * Whether none of `rows` was replaced or removed by a record change after `version`: they are
   * then the records as they are now. Checks the few latest changes only (false beyond them).
   */
  unchangedSince(rows: Rec[], version: number): boolean {
    if (version === this.version) return true;
    const log = this.replaced;
    for (let i = log.length - 1, checked = 0; i >= 0 && log[i]!.version > version; i--, checked++) {
      if (checked === 32 || rows.includes(log[i]!.rec)) return false;
    }
    return true;
  }

  /** The rows of a bucket in the filter's sort order. */
  rowsOf(filter: CompiledFilter, userId: string, period: number): Rec[] {
    // Shared, never mutated once sorted: record changes replace bucket arrays (copy on write).
    const perPeriod = this.buckets[filter.slot]!.get(userId);
    return perPeriod ? this.inOrder(filter, perPeriod, period) : EMPTY;
  }

  /** The rows of a bucket in any order, for order-insensitive aggregates (never sorts). */
  rowsInAnyOrder(filter: CompiledFilter, userId: string, period: number): Rec[] {
    return this.buckets[filter.slot]!.get(userId)?.[period] ?? EMPTY;
  }

  /** Sum of a model field over a bucket, cached per bucket array (a change replaces the array). */
  bucketSum(filter: CompiledFilter, userId: string, period: number, field: string): F.Fixed {
    const rows = this.rowsInAnyOrder(filter, userId, period);
    if (rows.length === 0) return 0;
    let sums = this.sums.get(rows);
    if (!sums) this.sums.set(rows, (sums = new Map()));
    let total = sums.get(field);
    if (total === undefined) {
      const pos = this.positions.get(rows);
      const col = pos && this.fieldColumn(filter.modelName, field);
      if (col) {
        total = 0;
        for (let j = 0; j < pos.length; j++) {
          const v = col[pos[j]!]!;
          if (v === v) total = F.add(total, v);
        }
      } else total = sumField(rows, field);
      sums.set(field, total);
    }
    return total;
  }

  /**
   * A model field's sum over a user's rows of a filter, per period (bucketSum of each period),
   * kept per user until a record change touches the user's rows: a year-to-date window and a
   * manager's team total read a user's sums of many periods, one array read each instead of a
   * lookup per bucket.
   */
  periodSums(filter: CompiledFilter, userId: string, field: string): F.Fixed[] {
    let byField = this.userPeriodSums[filter.slot];
    if (!byField) byField = this.userPeriodSums[filter.slot] = new Map();
    let byUser = byField.get(field);
    if (!byUser) byField.set(field, (byUser = new Map()));
    let sums = byUser.get(userId);
    if (!sums) {
      sums = [];
      for (let p = 0; p < this.periods.length; p++) sums.push(this.bucketSum(filter, userId, p, field));
      byUser.set(userId, sums);
    }
    return sums;
  }

  /** A team-scope sum kept by keepTeamSum, if the filter's rows and the team tree are unchanged. */
  teamSum(filter: CompiledFilter, period: number, field: string, userId: string): F.Fixed | undefined {
    const kept = this.teamSums.get(`${filter.slot}|${period}|${field}|${userId}`);
    return kept && kept.version === this.bucketVersions[filter.slot]![period] && kept.team === this.team
      ? kept.total
      : undefined;
  }

  keepTeamSum(filter: CompiledFilter, period: number, field: string, userId: string, total: F.Fixed): void {
    this.teamSums.set(`${filter.slot}|${period}|${field}|${userId}`, {
      total,
      version: this.bucketVersions[filter.slot]![period]!,
      team: this.team,
    });
  }

  /** The positions of a bucket's rows in their model's RecordStore.rows, when known. */
  positionsOf(rows: Rec[]): Int32Array | undefined {
    return this.positions.get(rows);
  }

  /**
   * A model field's values over RecordStore.rows (undefined where absent), built on first use:
   * read by position, they spare a look into each record object.
   */
  valueColumn(model: string, field: string): Value[] {
    let byField = this.valueColumns.get(model);
    if (!byField) this.valueColumns.set(model, (byField = new Map()));
    let col = byField.get(field);
    if (col) return col;
    const rows = this.records.get(model)!.rows;
    col = []; // grown by push: a large `new Array(n)` would start in V8's slow dictionary mode
    for (let i = 0; i < rows.length; i++) col.push(rows[i]![field]!);
    byField.set(field, col);
    return col;
  }

  /**
   * A model field over RecordStore.rows as numbers (NaN where empty), built on first use; null
   * when some row holds anything else (text, a bigint amount, NaN).
   */
  fieldColumn(model: string, field: string): Float64Array | null {
    let byField = this.fieldColumns.get(model);
    if (!byField) this.fieldColumns.set(model, (byField = new Map()));
    let col = byField.get(field);
    if (col !== undefined) return col;
    const rows = this.records.get(model)!.rows;
    col = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i]![field];
      if (typeof v === 'number' && v === v) col[i] = v;
      else if (v === null || v === undefined) col[i] = NaN;
      else {
        col = null;
        break;
      }
    }
    byField.set(field, col);
    return col;
  }

  /**
   * A bucket in the filter's order, sorted on its first ordered read. In place when nothing has
   * read it in order before: a bucket shared by several filters is sorted in place by the first one
   * (the others only summed it so far, in any order) and copied by the others.
   */
  private inOrder(filter: CompiledFilter, perPeriod: Rec[][], period: number): Rec[] {
    const rows = perPeriod[period]!;
    if (!this.unsorted[filter.slot]!.delete(rows)) return rows;
    let sorted = rows;
    if (this.claimed.has(rows)) sorted = rows.slice();
    else if (this.shared.has(rows)) this.claimed.add(rows);
    if (sorted === rows) this.positions.delete(rows);
    filter.sortRows(sorted);
    return (perPeriod[period] = sorted);
  }

  isAssigned(userId: string, p: D.Period): boolean {
    if (!this.planAssignments) return true;
    return (this.planAssignments.get(userId) ?? []).some((i) => overlaps(i, p));
  }

  /** The value in force at the end of the period (latest value dated on or before it). */
  quotaValue(quota: string, owner: string, p: D.Period): F.Fixed | undefined {
    const list = this.quotas.get(quotaKey(quota, owner));
    if (!list) return undefined;
    let found: F.Fixed | undefined;
    for (const e of list) if (e.date <= p.end) found = e.value;
    return found;
  }

  /** Company-currency value of one unit of `currency` on date t. */
  rate(currency: string, t: number): F.Fixed | undefined {
    const cur = currency.toUpperCase();
    if (cur === this.companyCurrency.toUpperCase()) return F.ONE;
    const list = this.rates.get(cur);
    if (!list) return undefined;
    let found: F.Fixed | undefined;
    for (const e of list) if (e.date <= t) found = e.rate;
    return found;
  }

  lookup(model: string, key: Value): Rec | undefined {
    return key === null ? undefined : this.records.get(model)?.get(String(key));
  }
}

/** Sum of a model field over rows, skipping empty values (what SUM(table, field) computes). */
export function sumField(rows: Rec[], field: string): F.Fixed {
  let acc: F.Fixed = 0;
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![field];
    if (v !== null && v !== undefined) acc = F.add(acc, v as F.Fixed);
  }
  return acc;
}

function quotaKey(quota: string, owner: string): string {
  return `${quota}|${owner}`;
}

function groupBy<T, V>(items: T[], key: (t: T) => string, value: (t: T) => V): Map<string, V[]> {
  const m = new Map<string, V[]>();
  for (const it of items) push(m, key(it), value(it));
  return m;
}

export function resolvePeriods(periods: CalculationInput['periods'], freq: D.Frequency): D.Period[] {
  let list: D.Period[];
  if (Array.isArray(periods)) {
    list = periods.map((id) => {
      const p = D.parsePeriodId(id, freq);
      if (!p) throw new Error(`Unreadable period "${id}" (expected 2025-01, 2025-Q1, 2025 or YYYY-MM-DD)`);
      return p;
    });
  } else {
    const from = D.parseDate(periods.from);
    const to = D.parseDate(periods.to);
    if (from === undefined || to === undefined)
      throw new Error('periods.from and periods.to must be YYYY-MM-DD');
    list = D.periodsBetween(from, to, freq);
  }
  const unique = [...new Map(list.map((p) => [p.id, p])).values()].sort((a, b) => a.start - b.start);
  if (unique.length === 0) throw new Error('No period to compute');
  return unique;
}
