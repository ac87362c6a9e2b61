/**
 * Turns a statement's rule results into payments per category (spec: achievement, hold, paid,
 * adjustments). Hold-and-release amounts are carried from period to period and paid in the period
 * where their release condition becomes true, or in instalments.
 */
import * as F from '../money/fixed.js';
import type { PaymentCategory, PaymentType } from '../plan/types.js';
import type { HeldItem, StatementRun } from './statement.js';
import type { AdjustmentInput } from './input.js';

export interface PaymentLine {
  type: PaymentType | 'ADJUSTMENT';
  category: PaymentCategory;
  rule?: string;
  amount: F.Fixed;
  recordKey?: string;
  /** For releases: the period the amount was earned in. */
  earnedPeriodId?: string;
  label?: string;
}

export interface StatementPayments {
  /** Earned in the period by payout-like rules and challenges. */
  achievement: F.Fixed;
  /** Earned in the period but held at its end. */
  hold: F.Fixed;
  /** Payable in the period: achievement not held plus releases of earlier holds. */
  paid: F.Fixed;
  adjustments: F.Fixed;
  /** paid + adjustments. */
  total: F.Fixed;
  /** Still held at the end of the period, whatever the period it was earned in. */
  heldBalance: F.Fixed;
  lines: PaymentLine[];
}

export function computePayments(
  st: StatementRun,
  carried: HeldItem[],
  adjustments: AdjustmentInput[],
): StatementPayments {
  const precision = st.data.precision;
  const money = (x: F.Fixed) => F.round(x, precision, 'half-up');
  const lines: PaymentLine[] = [];
  let achievement: F.Fixed = 0;
  let paid: F.Fixed = 0;
  st.paidByRecord.clear();
  const track = st.plan.tracksPaidPerRecord;
  const recordPaid = (rule: string, key: string, amount: F.Fixed) => {
    if (!track) return;
    let m = st.paidByRecord.get(rule);
    if (!m) st.paidByRecord.set(rule, (m = new Map()));
    m.set(key, F.add(m.get(key) ?? 0, amount));
  };
  // Items are never mutated (earlier statements keep theirs): a release makes a new item.
  const pending: HeldItem[] = carried.slice();

  for (const rule of st.plan.rules) {
    const type = rule.def.type;
    if (type === 'NON_PAYOUT') continue;
    if (type === 'CHALLENGE') {
      const prize = st.challenge.get(rule.name)?.prize ?? 0;
      if (prize !== 0) {
        lines.push(
          { type, category: 'achievement', rule: rule.name, amount: prize },
          { type, category: 'paid', rule: rule.name, amount: prize },
        );
        achievement = F.add(achievement, prize);
        paid = F.add(paid, prize);
      }
      continue;
    }
    if (type === 'HOLD_AND_RELEASE') {
      for (const line of st.lines.get(rule.name) ?? []) {
        const amount = money(line.value);
        if (amount === 0) continue;
        const item: HeldItem = {
          rule: rule.name,
          key: line.key,
          model: rule.filter!.modelName,
          amount,
          released: 0,
          earnedPeriod: st.periodIndex,
          rec: line.rec,
          version: st.data.version,
        };
        achievement = F.add(achievement, amount);
        lines.push({ type, category: 'achievement', rule: rule.name, amount, recordKey: line.key });
        pending.push(item);
      }
      continue;
    }
    const amount = money((st.token(rule.slot) ?? 0) as F.Fixed);
    if (track) for (const line of st.lines.get(rule.name) ?? []) recordPaid(rule.name, line.key, line.value);
    if (amount === 0) continue;
    lines.push(
      { type, category: 'achievement', rule: rule.name, amount },
      { type, category: 'paid', rule: rule.name, amount },
    );
    achievement = F.add(achievement, amount);
    paid = F.add(paid, amount);
  }

  // Releases: every item still held is checked against this period, rule by rule (one error
  // context per rule, no allocation per item unless it is released).
  const stillHeld: HeldItem[] = [];
  for (const rule of st.plan.rules) {
    const release = rule.release;
    if (!release) continue;
    st.within(rule.name, true, () => {
      for (let item of pending) {
        if (item.rule !== rule.name) continue;
        let due: F.Fixed = 0;
        if (release.kind === 'condition') {
          // The record as it is now: the one held unless the data changed since (incremental runs).
          const rec = item.version === st.data.version ? item.rec : st.data.lookup(item.model, item.key);
          if (!rec) {
            st.fail(
              'release',
              `The held record ${item.key} no longer exists; its amount stays held`,
              item.key,
              'warning',
            );
          } else if (st.evaluateOnRecord(rule.filter!.slot, rec, release.when) === true) {
            due = F.sub(item.amount, item.released);
          }
        } else {
          // Equal instalments at the company precision; the last one takes what is left.
          const start = item.earnedPeriod + release.delay;
          const passed = Math.min(Math.max(st.periodIndex - start + 1, 0), release.count);
          const part = F.round(F.divInt(item.amount, release.count), precision, 'trunc');
          const owed = passed === release.count ? item.amount : F.mulInt(part, passed);
          due = F.sub(owed, item.released);
        }
        if (due !== 0) {
          item = { ...item, released: F.add(item.released, due) };
          paid = F.add(paid, due);
          recordPaid(item.rule, item.key, due);
          const earnedPeriodId = st.data.periods[item.earnedPeriod]!.id;
          lines.push({
            type: 'HOLD_AND_RELEASE',
            category: 'paid',
            rule: item.rule,
            amount: due,
            recordKey: item.key,
            earnedPeriodId,
          });
        }
        if (item.released !== item.amount) stillHeld.push(item);
      }
    });
  }
  let hold: F.Fixed = 0;
  for (const item of stillHeld) {
    if (item.earnedPeriod !== st.periodIndex) continue;
    const left = F.sub(item.amount, item.released);
    if (left !== 0) {
      hold = F.add(hold, left);
      lines.push({
        type: 'HOLD_AND_RELEASE',
        category: 'hold',
        rule: item.rule,
        amount: left,
        recordKey: item.key,
      });
    }
  }
  let adjusted: F.Fixed = 0;
  for (const a of adjustments) {
    const amount = typeof a.amount === 'number' ? F.fromJsNumber(a.amount) : F.fixed(a.amount);
    adjusted = F.add(adjusted, amount);
    const line: PaymentLine = { type: 'ADJUSTMENT', category: 'adjustments', amount };
    if (a.label) line.label = a.label;
    lines.push(line);
  }
  st.heldOut = stillHeld;
  const total = F.add(paid, adjusted);
  if (total < 0) st.fail('payment', 'The statement total is negative', undefined, 'warning');
  let heldBalance: F.Fixed = 0;
  for (const h of stillHeld) heldBalance = F.add(heldBalance, F.sub(h.amount, h.released));
  return { achievement, hold, paid, adjustments: adjusted, total, heldBalance, lines };
}
