/**
 * One statement being calculated: a (user, plan, period). It implements what compiled closures
 * call (StatementApi): tokens are evaluated lazily and memoised, tables and calculated columns are
 * built on first use, and every problem becomes an engine error with its context.
 */
import * as F from '../core/money.js';
import * as D from '../core/dates.js';
import type { CompiledFilter, CompiledPlan, CompiledRule, CompiledToken } from '../plan/compile-plan.js';
import { literal } from '../plan/compile-plan.js';
import type {
  CarryState,
  Ctx,
  Fn,
  Rec,
  StatementApi,
  TableInstance,
  Value,
  WindowKind,
} from '../formula/runtime-api.js';
import { sumField, type DataIndex } from './data.js';
import type { EngineError, EngineErrorLevel, EngineErrorType } from '../core/errors.js';
import type { OverwriteInput, RowEditInput } from './input.js';
import type { StatementPayments } from './payments.js';
import type { HeldBatch } from './held.js';

/** A row-level rule's result for one record on this statement. */
export interface RuleLine {
  key: string;
  rec: Rec;
  value: F.Fixed;
  /** SPLIT: the whole amount before the split and this user's share of it. */
  whole?: F.Fixed;
}

/**
 * A row-level rule's lines on one statement, one per row of its table, kept as columns (the
 * table's rows and the values) rather than one object per line: a large calculation has millions
 * of lines. Iterating gives RuleLine objects.
 */
export class RuleLines implements Iterable<RuleLine> {
  constructor(
    /** The table's rows (shared with the table, never mutated). */
    readonly rows: Rec[],
    private readonly keyField: string,
    readonly values: F.Fixed[],
    /** SPLIT: the whole amount of each row before the split. */
    readonly wholes: F.Fixed[] | null,
  ) {}

  get length(): number {
    return this.values.length;
  }

  /** The record key of line i. */
  key(i: number): string {
    return String(this.rows[i]![this.keyField]);
  }

  line(i: number): RuleLine {
    const line: RuleLine = { key: this.key(i), rec: this.rows[i]!, value: this.values[i]! };
    if (this.wholes) line.whole = this.wholes[i]!;
    return line;
  }

  *[Symbol.iterator](): Iterator<RuleLine> {
    for (let i = 0; i < this.values.length; i++) yield this.line(i);
  }
}

export interface AppliedOverwrite {
  kind: OverwriteInput['kind'];
  token: string;
  table?: string;
  recordKey?: string;
  original: Value;
  value: Value;
}

/** Lets a statement reach the statements of the same user in earlier periods. */
export interface History {
  /** Statements of `userId` for computed periods before `period`, latest first. */
  earlier(userId: string, period: number): StatementRun[];
}

/** Shared by the statements that never fill them (see the constructor). */
const NO_PAID = new Map<string, Map<string, F.Fixed>>();
const NO_CHALLENGE = new Map<string, { score: F.Fixed; rank: number; prize: F.Fixed }>();
const NO_OVERWRITES = new Map<string, OverwriteInput>();

export class StatementRun implements StatementApi {
  readonly userId: string;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly periodEndDate: number;
  readonly fiscal: D.FiscalPosition;
  readonly values: (Value | undefined)[];
  readonly lines = new Map<string, RuleLines>();
  readonly errors: EngineError[] = [];
  readonly overwritten: AppliedOverwrite[] = [];
  /** Payments made on this statement per row-level rule and record key (for PAID_TO_DATE). */
  readonly paidByRecord: Map<string, Map<string, F.Fixed>>;
  /** Filled by the payment step. */
  payments: StatementPayments | null = null;
  /** Challenge results, filled by the ranking step. */
  readonly challenge: Map<string, { score: F.Fixed; rank: number; prize: F.Fixed }>;
  /** Held at the end of the period (filled by the payment step). */
  heldOut: HeldBatch[] = [];
  /** Carrying call sites' states (draws, true-ups) by slot; null when the plan has none. */
  readonly carriedStates: (CarryState | undefined)[] | null;
  incomplete = false;

  private readonly tables: (TableInstance | undefined)[];
  /** Window tables by "filter slot|kind", created on first use (most statements have none). */
  private windows: Map<string, TableInstance> | null = null;
  private readonly ctx: Ctx;
  /** The error context: the token and the rule being evaluated (undefined: none). */
  private currentToken: string | undefined = undefined;
  private currentRule: string | undefined = undefined;
  private readonly tokenOverwrites: Map<string, OverwriteInput>;
  private readonly fieldOverwrites: Map<string, OverwriteInput>;
  /**
   * The rows edited by hand by filter (table) name: the keys left out, and those added in the
   * order first added; null without any (most statements).
   */
  private readonly rowEdits: Map<string, { excluded: Set<string>; included: string[] }> | null;

  constructor(
    readonly plan: CompiledPlan,
    readonly data: DataIndex,
    readonly history: History,
    readonly user: { id: string; name: string },
    readonly periodIndex: number,
    overwrites: OverwriteInput[],
    rowEdits: readonly RowEditInput[] = [],
  ) {
    this.userId = user.id;
    this.rowEdits = rowEdits.length ? editsByTable(rowEdits) : null;
    const p = data.periods[periodIndex]!;
    this.periodStart = p.start;
    this.periodEnd = p.end;
    // Computed once: release conditions compare it for every held item.
    this.periodEndDate = D.startOfDay(p.end);
    this.fiscal = data.fiscal[periodIndex]!;
    this.values = new Array(plan.tokens.length).fill(undefined);
    this.tables = new Array(plan.filters.length).fill(undefined);
    this.ctx = { st: this, tb: null, i: 0 };
    // A large calculation keeps many statements: what most of them never use is not allocated
    // for each (shared empty maps, never written to: see where each is filled).
    this.paidByRecord = plan.tracksPaidPerRecord ? new Map() : NO_PAID;
    this.challenge = plan.hasChallenge ? new Map() : NO_CHALLENGE;
    this.carriedStates = plan.carriers.length > 0 ? new Array(plan.carriers.length).fill(undefined) : null;
    if (overwrites.length === 0) {
      this.tokenOverwrites = NO_OVERWRITES;
      this.fieldOverwrites = NO_OVERWRITES;
    } else {
      this.tokenOverwrites = new Map(overwrites.filter((o) => o.kind !== 'field').map((o) => [o.token, o]));
      this.fieldOverwrites = new Map(
        overwrites.filter((o) => o.kind === 'field').map((o) => [`${o.table}|${o.recordKey}|${o.token}`, o]),
      );
    }
  }

  get period(): D.Period {
    return this.data.periods[this.periodIndex]!;
  }

  get id(): string {
    return `${this.userId}@${this.period.id}`;
  }

  fail(type: EngineErrorType, message: string, record?: string, level: EngineErrorLevel = 'error'): void {
    const context: EngineError['context'] = { userId: this.userId, periodId: this.period.id };
    if (this.currentRule) context.rule = this.currentRule;
    if (this.currentToken) context.token = this.currentToken;
    if (record !== undefined) context.record = record;
    // The same problem on every row is reported once per statement.
    if (
      this.errors.some((e) => e.type === type && e.message === message && e.context.token === context.token)
    )
      return;
    this.errors.push({ level, type, message, context });
  }

  /** Runs `f` with the error context naming `token` (and `rule` when it is one). */
  within<T>(token: string, rule: boolean, f: () => T): T {
    const prevToken = this.currentToken;
    const prevRule = this.currentRule;
    this.currentToken = token;
    if (rule) this.currentRule = token;
    try {
      return f();
    } finally {
      this.currentToken = prevToken;
      this.currentRule = prevRule;
    }
  }

  token(slot: number): Value {
    const known = this.values[slot];
    if (known !== undefined) return known;
    const tok = this.plan.tokens[slot]!;
    // As within(), written out: a statement evaluates each of its tokens once.
    const prevToken = this.currentToken;
    const prevRule = this.currentRule;
    this.currentToken = tok.name;
    if (tok.kind === 'rule') this.currentRule = tok.name;
    let value: Value;
    try {
      value = this.evaluate(tok);
    } finally {
      this.currentToken = prevToken;
      this.currentRule = prevRule;
    }
    this.values[slot] = value;
    return value;
  }

  private evaluate(tok: CompiledToken): Value {
    const ow = this.tokenOverwrites.get(tok.name);
    let value: Value;
    if (tok.kind === 'quota') value = this.quota(tok);
    else if (tok.kind === 'parameter') value = this.parameter(tok);
    else if (tok.kind === 'rule') value = this.evaluateRule(tok.rule!);
    else value = tok.fn!(this.ctx);
    if (ow && !(tok.kind === 'rule' && tok.ruleType === 'HOLD_AND_RELEASE')) {
      const replaced = literal(ow.value, tok.format);
      this.overwritten.push({ kind: ow.kind, token: tok.name, original: value, value: replaced });
      return replaced;
    }
    if (ow)
      this.fail(
        'configuration',
        'A hold-and-release result cannot be overwritten; adjust the statement instead',
        undefined,
        'warning',
      );
    return value;
  }

  private quota(tok: CompiledToken): Value {
    const q = tok.quota!;
    let owner = '';
    if (q.type === 'user') owner = this.userId;
    else if (q.type === 'team') {
      const team = this.data.team.teamOf(this.userId, this.periodEnd);
      if (team === undefined) {
        if (q.required) this.fail('missing quota', `No team to read the team quota "${tok.name}" from`);
        return 0;
      }
      owner = `team:${team}`;
    }
    const v = this.data.quotaValue(tok.name, owner, this.period);
    if (v === undefined) {
      if (q.required)
        this.fail('missing quota', `No value for quota "${tok.name}" on ${D.formatDate(this.periodEnd)}`);
      return 0;
    }
    return v;
  }

  /** The user's value on the plan assignment in force at the period end, else the default. */
  private parameter(tok: CompiledToken): Value {
    const given = this.data.parameters.valueAt(this.userId, tok.name, this.period);
    if (given !== undefined) return given;
    const p = tok.parameter!;
    if (p.required) {
      this.fail(
        'missing parameter',
        `No value for parameter "${tok.name}" on the plan assignment in force on ${D.formatDate(this.periodEnd)}`,
      );
      return p.format === 'number' || p.format === 'currency' || p.format === 'percent' ? 0 : null;
    }
    return tok.parameterDefault ?? null;
  }

  private evaluateRule(rule: CompiledRule): Value {
    const type = rule.def.type;
    if (type === 'PAYOUT' || type === 'NON_PAYOUT' || type === 'CHALLENGE') {
      const v = rule.fn(this.ctx);
      return type === 'NON_PAYOUT' ? v : (v ?? 0);
    }
    const tb = this.table(rule.filter!.slot);
    const rows = tb.rows;
    const values = new Array<F.Fixed>(rows.length);
    const wholes = rule.split ? new Array<F.Fixed>(rows.length) : null;
    // A split reads its parts' user fields: from the data index's columns when the rows are an
    // indexed bucket (no record object touched), else from the rows.
    const pos = rule.split ? this.data.positionsOf(rows) : undefined;
    const userCols = pos
      ? rule.split!.map((part) => this.data.valueColumn(rule.filter!.modelName, part.userField))
      : null;
    const rc: Ctx = { st: this, tb, i: 0 };
    let total: F.Fixed = 0;
    for (let i = 0; i < rows.length; i++) {
      rc.i = i;
      const whole = (rule.fn(rc) ?? 0) as F.Fixed;
      let value = whole;
      if (wholes) {
        value = this.splitShare(rule, rc, rows[i]!, whole, userCols, pos ? pos[i]! : -1);
        wholes[i] = whole;
      }
      values[i] = value;
      total = F.add(total, value);
    }
    this.lines.set(rule.name, new RuleLines(rows, tb.filter.keyField, values, wholes));
    return total;
  }

  /**
   * This user's part of a split row; the remainder part gets whole minus the others, exactly.
   * The parts' users are read from `userCols` at position `at` when given, else from the row.
   */
  private splitShare(
    rule: CompiledRule,
    rc: Ctx,
    row: Rec,
    whole: F.Fixed,
    userCols: Value[][] | null,
    at: number,
  ): F.Fixed {
    let mine: F.Fixed = 0;
    let others: F.Fixed = 0;
    let remainderIsMine = false;
    const parts = rule.split!;
    const userOf = (k: number): string =>
      String((userCols ? userCols[k]![at] : row[parts[k]!.userField]) ?? '');
    // A part without a user (no co-owner on the deal) is credited to the first part's user.
    const primary = userOf(0);
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k]!;
      const isMine = (userOf(k) || primary) === this.userId;
      if (part.share === null) {
        remainderIsMine = remainderIsMine || isMine;
        continue;
      }
      const amount = F.mul(whole, (part.share(rc) ?? 0) as F.Fixed);
      others = F.add(others, amount);
      if (isMine) mine = F.add(mine, amount);
    }
    return remainderIsMine ? F.add(mine, F.sub(whole, others)) : mine;
  }

  table(filterSlot: number): TableInstance {
    const known = this.tables[filterSlot];
    if (known) return known;
    const filter = this.plan.filters[filterSlot]!;
    const tb = this.makeTable(
      filterSlot,
      this.editedRows(filter, this.rowsFor(filterSlot, this.periodIndex)),
    );
    this.tables[filter.slot] = tb;
    return tb;
  }

  /** Whether rows of this filter's table were removed or added by hand on this statement. */
  private isEdited(filter: CompiledFilter): boolean {
    return this.rowEdits !== null && this.rowEdits.has(filter.name);
  }

  /**
   * The statement's own rows of a filter with the rows edited by hand (RowEditInput): without the
   * excluded keys, with the included records the model has and the rows lack, in the filter's
   * order. A new array: `rows` may be the data index's bucket, shared by every statement.
   */
  private editedRows(filter: CompiledFilter, rows: Rec[]): Rec[] {
    const edits = this.rowEdits?.get(filter.name);
    if (!edits) return rows;
    const key = filter.keyField;
    const kept = rows.filter((r) => !edits.excluded.has(String(r[key])));
    if (!edits.included.length) return kept;
    const present = new Set(kept.map((r) => String(r[key])));
    const store = this.data.records.get(filter.modelName);
    let added = false;
    for (const k of edits.included) {
      const rec = present.has(k) ? undefined : store?.get(k);
      if (!rec) continue;
      kept.push(rec);
      present.add(k);
      added = true;
    }
    if (added) filter.sortRows(kept);
    return kept;
  }

  /** The statement's own-period table, if it was built. */
  builtTable(filterSlot: number): TableInstance | undefined {
    return this.tables[filterSlot];
  }

  private rowsFor(filterSlot: number, period: number): Rec[] {
    const filter = this.plan.filters[filterSlot]!;
    if (filter.scope === 'self') return this.data.rowsOf(filter, this.userId, period);
    // Team scope: rows of the people in the teams this user manages, on the row's date.
    const p = this.data.periods[period]!;
    const rows: Rec[] = [];
    for (const m of this.data.team.membersUnder(this.userId, p)) {
      const own = this.data.rowsOf(filter, m.userId, period);
      for (const r of m.whole ? own : this.managedRows(filter, m.userId, own)) rows.push(r);
    }
    // Order only matters to order-sensitive formulas; datasets are sorted when shown.
    if (filter.ordered) filter.sortRows(rows); // `rows` is our own array here
    return rows;
  }

  /** The rows of a member this user manages on the row's date (the member moved in the period). */
  private managedRows(filter: CompiledFilter, memberId: string, own: Rec[]): Rec[] {
    return own.filter((r) =>
      this.data.team.managersOf(memberId, r[filter.periodField] as number).has(this.userId),
    );
  }

  private makeTable(filterSlot: number, rows: Rec[]): TableInstance {
    const filter = this.plan.filters[filterSlot]!;
    if (filter.uniqueBy.length) {
      const seen = new Set<string>();
      rows = rows.filter((r) => {
        const k = filter.uniqueBy.map((f) => String(r[f] ?? '')).join('\u0000');
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
    return {
      kind: 'table',
      filter,
      rows,
      cols: new Array(filter.fields.length).fill(undefined),
      running: undefined,
    };
  }

  window(filterSlot: number, kind: WindowKind): TableInstance {
    const key = `${filterSlot}|${kind}`;
    const known = this.windows?.get(key);
    if (known) return known;
    const [first, last] = this.windowPeriods(kind);
    const rows: Rec[] = [];
    for (let p = first; p <= last; p++) {
      for (const r of p === this.periodIndex ? this.table(filterSlot).rows : this.rowsFor(filterSlot, p))
        rows.push(r);
    }
    const filter = this.plan.filters[filterSlot]!;
    if (filter.ordered && !(filter.periodOrdered && filter.scope === 'self')) filter.sortRows(rows);
    const tb = this.makeTable(filterSlot, rows);
    (this.windows ??= new Map()).set(key, tb);
    return tb;
  }

  /** The first and last period indexes a window covers. */
  private windowPeriods(kind: WindowKind): [number, number] {
    const first = this.data.periodIndexOf(kind === 'qtd' ? this.fiscal.quarterStart : this.fiscal.yearStart);
    return [Math.max(first, 0), kind === 'prior_ytd' ? this.periodIndex - 1 : this.periodIndex];
  }

  /**
   * SUM(table, field) over a model field without building the rows when they are not built yet:
   * per bucket (cached by the data index), so a manager's team total does not copy every member's
   * rows and a year-to-date window does not concatenate every earlier period. Exact arithmetic
   * makes the order of the additions irrelevant.
   */
  sumField(filterSlot: number, window: WindowKind | null, field: string): F.Fixed {
    const filter = this.plan.filters[filterSlot]!;
    // uniqueBy keeps the first row per value: only the table itself knows which rows remain; rows
    // edited by hand are the table's too (the data index's sums know nothing of them).
    if (filter.uniqueBy.length > 0 || this.isEdited(filter))
      return sumField((window ? this.window(filterSlot, window) : this.table(filterSlot)).rows, field);
    if (window === null) {
      const built = this.tables[filterSlot];
      return built ? sumField(built.rows, field) : this.periodSum(filter, this.periodIndex, field);
    }
    const [first, last] = this.windowPeriods(window);
    let total: F.Fixed = 0;
    if (filter.scope === 'self') {
      const sums = this.data.periodSums(filter, this.userId, field);
      for (let p = first; p <= last; p++) total = F.add(total, sums[p]!);
      return total;
    }
    for (let p = first; p <= last; p++) total = F.add(total, this.periodSum(filter, p, field));
    return total;
  }

  /** Sum of a model field over this statement's rows of a filter in one period (no uniqueBy). */
  private periodSum(filter: CompiledFilter, period: number, field: string): F.Fixed {
    if (filter.scope === 'self') return this.data.periodSums(filter, this.userId, field)[period]!;
    // A manager's team total, kept by the data index until a row of the filter in that period
    // changes or the team tree does: a recalculation redoes a manager's later periods, whose
    // totals did not change; a team window reads every earlier period's.
    const cached = this.data.teamSum(filter, period, field, this.userId);
    if (cached !== undefined) return cached;
    const total = this.computeTeamSum(filter, period, field);
    this.data.keepTeamSum(filter, period, field, this.userId, total);
    return total;
  }

  private computeTeamSum(filter: CompiledFilter, period: number, field: string): F.Fixed {
    let total: F.Fixed = 0;
    for (const m of this.data.team.membersUnder(this.userId, this.data.periods[period]!)) {
      const part = m.whole
        ? this.data.periodSums(filter, m.userId, field)[period]!
        : sumField(
            this.managedRows(filter, m.userId, this.data.rowsInAnyOrder(filter, m.userId, period)),
            field,
          );
      total = F.add(total, part);
    }
    return total;
  }

  subset(tb: TableInstance, rows: Rec[]): TableInstance {
    return {
      kind: 'table',
      filter: tb.filter,
      rows,
      cols: new Array(tb.cols.length).fill(undefined),
      running: undefined,
    };
  }

  column(tb: TableInstance, fieldSlot: number): Value[] {
    const known = tb.cols[fieldSlot];
    if (known) return known;
    const filter = this.plan.filters[tb.filter.slot]!;
    const field = filter.fields[fieldSlot]!;
    const out: Value[] = new Array(tb.rows.length);
    const rc: Ctx = { st: this, tb, i: 0 };
    const fn = field.fn;
    const hasOverwrites = this.fieldOverwrites.size > 0;
    this.within(field.name, false, () => {
      for (let i = 0; i < tb.rows.length; i++) {
        rc.i = i;
        let v = fn(rc);
        if (hasOverwrites) {
          const key = String(tb.rows[i]![filter.keyField]);
          const ow = this.fieldOverwrites.get(`${filter.name}|${key}|${field.name}`);
          if (ow) {
            const replaced = literal(ow.value, field.format);
            if (tb === this.tables[filter.slot]) {
              this.overwritten.push({
                kind: 'field',
                token: field.name,
                table: filter.name,
                recordKey: key,
                original: v,
                value: replaced,
              });
            }
            v = replaced;
          }
        }
        out[i] = v;
      }
    });
    tb.cols[fieldSlot] = out;
    return out;
  }

  modelColumn(tb: TableInstance, fieldIndex: number, field: string): number[] | null {
    // A plain array of doubles, not a Float64Array: a small typed array's contents are allocated
    // outside the heap, which costs far more than the young-generation space a table's column
    // takes for the moment it is used.
    let out: number[] | null = null;
    const pos = this.data.positionsOf(tb.rows);
    if (pos) {
      const all = this.data.fieldColumn(this.plan.filters[tb.filter.slot]!.modelName, field);
      if (all) {
        out = [];
        for (let j = 0; j < pos.length; j++) out.push(all[pos[j]!]!);
      }
    }
    (tb.fieldCols ??= [])[fieldIndex] = out;
    return out;
  }

  running(tb: TableInstance, callSlot: number, fn: Fn): Value[] {
    const out: Value[] = new Array(tb.rows.length);
    const rc: Ctx = { st: this, tb, i: 0 };
    let acc: F.Fixed = 0;
    for (let i = 0; i < tb.rows.length; i++) {
      rc.i = i;
      const v = fn(rc);
      if (v !== null) acc = F.add(acc, v as F.Fixed);
      out[i] = acc;
    }
    (tb.running ??= [])[callSlot] = out;
    return out;
  }

  lookup(linkSlot: number, key: Value): Rec | undefined {
    const link = this.plan.links[linkSlot]!;
    return this.data.lookup(link.def.to, key);
  }

  convert(amount: F.Fixed, currency: string, date: number): F.Fixed {
    if (currency === '') {
      this.fail(
        'configuration',
        'CONVERT: the record has no currency; the amount is taken as company currency',
        undefined,
        'warning',
      );
      return amount;
    }
    const rate = this.data.rate(currency, date);
    if (rate === undefined) {
      this.fail(
        'configuration',
        `No company rate for ${currency} on ${D.formatDate(date)}; the amount is not converted`,
      );
      return amount;
    }
    return F.mul(amount, rate);
  }

  previous(slot: number): Value | undefined {
    const prev = this.history.earlier(this.userId, this.periodIndex)[0];
    if (!prev || prev.periodIndex !== this.previousPeriodIndex()) return undefined;
    return prev.token(slot);
  }

  private previousPeriodIndex(): number {
    const i = this.data.computed.indexOf(this.periodIndex);
    return i > 0 ? this.data.computed[i - 1]! : -1;
  }

  previousYtdTotal(slot: number): F.Fixed {
    const year = this.fiscal.yearKey;
    let total: F.Fixed = 0;
    for (const st of this.history.earlier(this.userId, this.periodIndex)) {
      if (st.fiscal.yearKey !== year) break;
      total = F.add(total, (st.token(slot) ?? 0) as F.Fixed);
    }
    return total;
  }

  paidToDate(ruleName: string, recordKey: string): F.Fixed {
    let total: F.Fixed = 0;
    for (const st of this.history.earlier(this.userId, this.periodIndex)) {
      const paid = st.paidByRecord.get(ruleName)?.get(recordKey);
      if (paid !== undefined) total = F.add(total, paid);
    }
    return total;
  }

  earlierStatement(): StatementRun | undefined {
    return this.history.earlier(this.userId, this.periodIndex)[0];
  }

  carried(slot: number): CarryState | undefined {
    return this.carriedStates?.[slot];
  }

  keepCarried(slot: number, state: CarryState): void {
    if (this.carriedStates) this.carriedStates[slot] = state;
  }

  /** Evaluates a row formula on one record with this statement as context (release conditions). */
  evaluateOnRecord(filterSlot: number, rec: Rec, fn: Fn): Value {
    // One reusable one-row table and context per filter: release checks run for every held item
    // each period.
    let ctx = this.scratch[filterSlot];
    if (!ctx)
      ctx = this.scratch[filterSlot] = { st: this, tb: this.subset(this.table(filterSlot), [rec]), i: 0 };
    const tb = ctx.tb!;
    tb.rows[0] = rec;
    for (let i = 0; i < tb.cols.length; i++) tb.cols[i] = undefined;
    tb.running = undefined;
    return fn(ctx);
  }
  private readonly scratch: (Ctx | undefined)[] = [];

  /**
   * Lets go of what was only computed on the way, once the statement's values and payments are
   * final: running sums, gathered model columns, window tables, and the calculated columns no
   * dataset shows (all of them with `withDatasets` false). They are rebuilt on demand if read
   * again (every one of them is memoised lazily, and deterministic). A large calculation
   * otherwise keeps them for every statement: the garbage collector then copies them from the
   * young generation to the old one, which was a large part of its time. Kept when a field is
   * overwritten (rebuilding a column would record the overwrite again).
   */
  releaseWorkingColumns(withDatasets: boolean): void {
    if (this.fieldOverwrites.size > 0) return;
    this.windows = null;
    this.scratch.length = 0;
    for (const tb of this.tables) {
      if (!tb) continue;
      tb.running = undefined;
      tb.fieldCols = undefined;
      const fields = this.plan.filters[tb.filter.slot]!.fields;
      const keepShown = withDatasets && this.plan.filters[tb.filter.slot]!.display;
      for (let i = 0; i < tb.cols.length; i++) if (!(keepShown && fields[i]!.display)) tb.cols[i] = undefined;
    }
  }

  /** Forces every value the statement shows (rules, KPIs, displayed datasets' columns). */
  evaluateAll(withDatasets: boolean): void {
    for (const rule of this.plan.rules) this.token(rule.slot);
    for (const k of this.plan.kpis) this.token(k.slot);
    // Draws and true-ups carry from period to period: each statement has their state, used or not.
    for (const carrier of this.plan.carriers)
      this.within(carrier.owner, carrier.ownerIsRule, () => carrier.settle(this.ctx));
    if (withDatasets) {
      for (const f of this.plan.filters) {
        if (!f.display) continue;
        const tb = this.table(f.slot);
        f.fields.forEach((field) => field.display && this.column(tb, field.slot));
      }
    }
  }
}

/** Row edits by table: the last edit of a key wins (excluding then including a key keeps it). */
function editsByTable(
  edits: readonly RowEditInput[],
): Map<string, { excluded: Set<string>; included: string[] }> {
  const byTable = new Map<string, { excluded: Set<string>; included: string[] }>();
  for (const edit of edits) {
    let entry = byTable.get(edit.table);
    if (!entry) byTable.set(edit.table, (entry = { excluded: new Set(), included: [] }));
    if (edit.kind === 'exclude') {
      entry.excluded.add(edit.recordKey);
      entry.included = entry.included.filter((k) => k !== edit.recordKey);
    } else {
      entry.excluded.delete(edit.recordKey);
      if (!entry.included.includes(edit.recordKey)) entry.included.push(edit.recordKey);
    }
  }
  return byTable;
}
