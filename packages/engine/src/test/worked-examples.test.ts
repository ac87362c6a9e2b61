/**
 * Worked examples. Every expected value was computed by hand (the arithmetic is in the comments)
 * and is written as a literal; none is computed with the engine.
 */
import { describe, expect, it } from 'vitest';
import { baseInput, run, rule, kpi, DEALS_HEADER } from './helpers.js';

const deal = (
  id: string,
  ownerId: string,
  amount: string,
  closeDate: string,
  extra: Record<string, string> = {},
) => ({
  id,
  ownerId,
  amount,
  closeDate,
  ...extra,
});

describe('per-transaction step tiers with running attainment', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Step tiers, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC, display: true }
quotas:
  monthlyQuota: { type: user, format: currency }
rateTables:
  attainmentRates:
    tiers:
      - { from: 0, to: 0.5, rate: 5% }
      - { from: 0.5, to: 1, rate: 8% }
      - { from: 1, rate: 12% }
fields:
  attainmentAfter: { table: wonDeals, format: percent, formula: "RUNNING_SUM(amount) / monthlyQuota" }
  dealCommission: { table: wonDeals, format: currency, formula: "amount * STEP_RATE(attainmentRates, attainmentAfter)" }
rules:
  commission: { type: LINE_PAYOUT, table: wonDeals, formula: dealCommission }
`;
  // Quota 100,000. Deals in date order: 30,000 (running 30% -> 5% = 1,500), 40,000 (70% -> 8% =
  // 3,200), 50,000 (120% -> 12% = 6,000). Total 10,700.
  const records = [
    deal('D3', 'rep', '50000', '2025-01-20'),
    deal('D1', 'rep', '30000', '2025-01-05'),
    deal('D2', 'rep', '40000', '2025-01-10'),
  ];
  it('pays each deal at the tier its running attainment reaches', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }],
        records: { deal: records },
        quotas: [{ quota: 'monthlyQuota', userId: 'rep', date: '2025-01-01', value: '100000' }],
      }),
    );
    const st = get('rep', '2025-01');
    expect(rule(st, 'commission').lines).toEqual([
      { recordKey: 'D1', value: '1500' },
      { recordKey: 'D2', value: '3200' },
      { recordKey: 'D3', value: '6000' },
    ]);
    expect(rule(st, 'commission').value).toBe('10700');
    expect(st.datasets[0]!.rows.map((r) => r.values.attainmentAfter)).toEqual(['0.3', '0.7', '1.2']);
  });
});

const TIERS = `
rateTables:
  bookingTiers:
    tiers:
      - { from: 0, to: 50000, rate: 5% }
      - { from: 50000, to: 100000, rate: 10% }
      - { from: 100000, rate: 15% }
`;

describe('marginal tiers resetting each period, flat tier, blended rate', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Tiers, frequency: month, highlightedKpis: [bookings, blended] }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
${TIERS}
variables:
  bookings: { format: currency, formula: "SUM(wonDeals, amount)" }
  blended: { format: percent, formula: "BLENDED_RATE(bookingTiers, bookings)" }
rules:
  marginalPay: { type: PAYOUT, formula: "MARGINAL(bookingTiers, bookings)" }
  flatPay: { type: NON_PAYOUT, format: currency, formula: "FLAT(bookingTiers, bookings)" }
  blendedPay: { type: NON_PAYOUT, format: currency, formula: "bookings * blended" }
`;
  const input = baseInput({
    users: [{ id: 'rep' }, { id: 'rep2' }],
    periods: ['2025-01', '2025-02'],
    records: {
      deal: [
        deal('J1', 'rep', '70000', '2025-01-10'),
        deal('J2', 'rep', '50000', '2025-01-20'),
        deal('F1', 'rep', '60000', '2025-02-03'),
        deal('K1', 'rep2', '70000', '2025-01-03'),
      ],
    },
  });
  it('marginal: each slice at its own rate, starting again from zero each month', () => {
    const { get } = run(plan, input);
    // Jan 120,000: 50,000 x 5% = 2,500 + 50,000 x 10% = 5,000 + 20,000 x 15% = 3,000 -> 10,500
    expect(rule(get('rep', '2025-01'), 'marginalPay').value).toBe('10500');
    // Feb 60,000 (not 180,000): 2,500 + 10,000 x 10% = 1,000 -> 3,500
    expect(rule(get('rep', '2025-02'), 'marginalPay').value).toBe('3500');
  });
  it('flat: the whole amount at the rate of the tier reached', () => {
    const { get } = run(plan, input);
    expect(rule(get('rep', '2025-01'), 'flatPay').value).toBe('18000'); // 120,000 x 15%
    expect(rule(get('rep', '2025-02'), 'flatPay').value).toBe('6000'); // 60,000 x 10%
  });
  it('blended: the single rate that pays what the marginal tiers pay', () => {
    const { get } = run(plan, input);
    expect(kpi(get('rep', '2025-01'), 'blended')).toBe('0.0875'); // 10,500 / 120,000
    expect(rule(get('rep', '2025-01'), 'blendedPay').value).toBe('10500');
    // 70,000: 2,500 + 2,000 = 4,500; 4,500 / 70,000 = 0.0642857... -> 0.064286 (6 decimals)
    expect(kpi(get('rep2', '2025-01'), 'blended')).toBe('0.064286');
    expect(rule(get('rep2', '2025-01'), 'blendedPay').value).toBe('4500.02'); // 70,000 x 0.064286
  });
});

describe('interpolated amount table', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Bonus curve, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rateTables:
  bonusCurve: { points: [[0, 0], [50000, 1000], [100000, 5000], [200000, 12000]] }
rules:
  bonus: { type: PAYOUT, formula: "INTERPOLATE(bonusCurve, SUM(wonDeals, amount))" }
`;
  it('interpolates linearly between points and stays flat past the last one', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
        records: {
          deal: [
            deal('1', 'a', '75000', '2025-01-02'),
            deal('2', 'b', '130000', '2025-01-02'),
            deal('3', 'c', '250000', '2025-01-02'),
          ],
        },
      }),
    );
    expect(rule(get('a', '2025-01'), 'bonus').value).toBe('3000'); // 1,000 + 25,000/50,000 x 4,000
    expect(rule(get('b', '2025-01'), 'bonus').value).toBe('7100'); // 5,000 + 30,000/100,000 x 7,000
    expect(rule(get('c', '2025-01'), 'bonus').value).toBe('12000'); // past the last point
  });
});

describe('accelerators above quota, a decelerator below a threshold, and a cap', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Accelerators, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
quotas:
  quota: { type: user }
rateTables:
  attainmentTiers:
    tiers:
      - { from: 0, to: 0.5, rate: 0.05 }   # decelerator below 50%
      - { from: 0.5, to: 1, rate: 0.10 }   # base rate
      - { from: 1, to: 1.5, rate: 0.15 }   # first accelerator
      - { from: 1.5, rate: 0.20 }          # second accelerator
variables:
  attainment: { format: percent, formula: "SUM(wonDeals, amount) / quota", display: true }
rules:
  uncapped: { type: NON_PAYOUT, format: currency, formula: "MARGINAL(attainmentTiers, attainment) * quota" }
  commission: { type: PAYOUT, formula: "MIN(uncapped, 15000)" }
`;
  it('applies each step and the cap', () => {
    const quotas = ['low', 'mid', 'high'].map((u) => ({
      quota: 'quota',
      userId: u,
      date: '2025-01-01',
      value: 100000,
    }));
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'low' }, { id: 'mid' }, { id: 'high' }],
        quotas,
        records: {
          deal: [
            deal('1', 'low', '40000', '2025-01-09'),
            deal('2', 'mid', '120000', '2025-01-09'),
            deal('3', 'high', '180000', '2025-01-09'),
          ],
        },
      }),
    );
    // 40%: 0.4 x 5% = 0.02 -> x 100,000 = 2,000
    expect(rule(get('low', '2025-01'), 'commission').value).toBe('2000');
    // 120%: 0.025 + 0.05 + 0.2 x 15% = 0.105 -> 10,500
    expect(rule(get('mid', '2025-01'), 'commission').value).toBe('10500');
    // 180%: 0.025 + 0.05 + 0.075 + 0.3 x 20% = 0.21 -> 21,000, capped at 15,000
    expect(rule(get('high', '2025-01'), 'uncapped').value).toBe('21000');
    expect(rule(get('high', '2025-01'), 'commission').value).toBe('15000');
  });
});

describe('a split deal credited 60/40', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Splits, frequency: month }
filters:
  splitDeals: { model: deal, period: closeDate, user: [ownerId, coOwnerId] }
rules:
  splitCommission:
    type: SPLIT
    table: splitDeals
    formula: "amount * 10%"
    split:
      - { user: ownerId, share: splitShare }
      - { user: coOwnerId, remainder: true }
`;
  it('credits each rep their share and the parts sum to the whole', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'ana' }, { id: 'bob' }],
        records: {
          deal: [
            deal('S1', 'ana', '50000', '2025-01-15', { coOwnerId: 'bob', splitShare: '60%' }),
            deal('S2', 'ana', '10001', '2025-01-16', { coOwnerId: 'bob', splitShare: '0.6' }),
          ],
        },
      }),
    );
    // S1: 5,000 -> 3,000 / 2,000. S2: 1,000.10 -> 600.06 / 400.04.
    expect(rule(get('ana', '2025-01'), 'splitCommission').lines).toEqual([
      { recordKey: 'S1', value: '3000', whole: '5000' },
      { recordKey: 'S2', value: '600.06', whole: '1000.1' },
    ]);
    expect(rule(get('bob', '2025-01'), 'splitCommission').value).toBe('2400.04');
    expect(get('ana', '2025-01').total).toBe('3600.06');
  });
});

describe('manager override through the team tree at the effective date', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Overrides, frequency: month }
filters:
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team, display: true }
variables:
  teamBookings: { format: currency, formula: "SUM(teamDeals, amount)", display: true }
rules:
  override: { type: PAYOUT, formula: "teamBookings * 2%" }
  overrideAboveThreshold: { type: NON_PAYOUT, format: currency, formula: "IF(teamBookings >= 40000, teamBookings * 2%, 0)" }
`;
  // Sales (manager M) has sub-teams East (E) and West (W). R1 is in East. R2 is in East until
  // Jan 15, then in West.
  const input = baseInput({
    users: ['M', 'E', 'W', 'R1', 'R2'].map((id) => ({ id })),
    teams: [{ id: 'sales' }, { id: 'east', parentId: 'sales' }, { id: 'west', parentId: 'sales' }],
    teamAssignments: [
      { teamId: 'sales', userId: 'M', role: 'TEAM_MANAGER' },
      { teamId: 'east', userId: 'E', role: 'TEAM_MANAGER' },
      { teamId: 'west', userId: 'W', role: 'TEAM_MANAGER' },
      { teamId: 'east', userId: 'R1', role: 'TEAM_EMPLOYEE' },
      { teamId: 'east', userId: 'R2', role: 'TEAM_EMPLOYEE', effectiveUntil: '2025-01-15' },
      { teamId: 'west', userId: 'R2', role: 'TEAM_EMPLOYEE', effectiveAsOf: '2025-01-16' },
    ],
    records: {
      deal: [
        deal('A', 'R1', '10000', '2025-01-10'),
        deal('B', 'R2', '20000', '2025-01-10'),
        deal('C', 'R2', '30000', '2025-01-20'),
      ],
    },
  });
  it('credits each manager the deals of the people under them on the deal date', () => {
    const { get } = run(plan, input);
    expect(kpi(get('E', '2025-01'), 'teamBookings')).toBe('30000'); // A + B
    expect(rule(get('E', '2025-01'), 'override').value).toBe('600');
    expect(kpi(get('W', '2025-01'), 'teamBookings')).toBe('30000'); // C only
    expect(rule(get('W', '2025-01'), 'override').value).toBe('600');
    expect(rule(get('M', '2025-01'), 'override').value).toBe('1200'); // 60,000 x 2%
    expect(rule(get('R1', '2025-01'), 'override').value).toBe('0');
  });
  it('pays the thresholded override only at or above 40,000 of team bookings', () => {
    const { get } = run(plan, input);
    expect(rule(get('E', '2025-01'), 'overrideAboveThreshold').value).toBe('0');
    expect(rule(get('W', '2025-01'), 'overrideAboveThreshold').value).toBe('0');
    expect(rule(get('M', '2025-01'), 'overrideAboveThreshold').value).toBe('1200');
  });
});

describe('recoverable and non-recoverable draws carried across periods', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Draws, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
variables:
  commission: { format: currency, formula: "SUM(wonDeals, amount) * 10%" }
  balanceBefore: { format: currency, formula: "PREVIOUS(drawBalance, 0)", display: true }
  topUp: { format: currency, formula: "MAX(3000 - commission, 0)" }
  recovery: { format: currency, formula: "MIN(balanceBefore, MAX(commission - 3000, 0))" }
  drawBalance: { format: currency, formula: "balanceBefore + topUp - recovery", display: true }
rules:
  recoverablePay: { type: PAYOUT, formula: "commission + topUp - recovery" }
  nonRecoverablePay: { type: NON_PAYOUT, format: currency, formula: "MAX(commission, 3000)" }
`;
  it('tops up to the guarantee and recovers the balance from later commission', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }],
        periods: ['2025-01', '2025-02', '2025-03', '2025-04'],
        records: {
          deal: [
            deal('1', 'rep', '10000', '2025-01-10'),
            deal('2', 'rep', '20000', '2025-02-10'),
            deal('3', 'rep', '50000', '2025-03-10'),
            deal('4', 'rep', '50000', '2025-04-10'),
          ],
        },
      }),
    );
    // Commissions 1,000 / 2,000 / 5,000 / 5,000; guarantee 3,000.
    // Jan: top-up 2,000, balance 2,000, pay 3,000. Feb: top-up 1,000, balance 3,000, pay 3,000.
    // Mar: recover min(3,000, 2,000) = 2,000, balance 1,000, pay 3,000.
    // Apr: recover min(1,000, 2,000) = 1,000, balance 0, pay 4,000.
    const months = ['2025-01', '2025-02', '2025-03', '2025-04'];
    expect(months.map((m) => rule(get('rep', m), 'recoverablePay').value)).toEqual([
      '3000',
      '3000',
      '3000',
      '4000',
    ]);
    expect(months.map((m) => kpi(get('rep', m), 'drawBalance'))).toEqual(['2000', '3000', '1000', '0']);
    // Non-recoverable: the guarantee tops up and nothing is carried.
    expect(months.map((m) => rule(get('rep', m), 'nonRecoverablePay').value)).toEqual([
      '3000',
      '3000',
      '5000',
      '5000',
    ]);
  });
});

describe('clawback of a cancelled deal, limited to what was paid', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Clawbacks, frequency: month }
filters:
  bookedDeals: { model: deal, period: closeDate, user: ownerId, where: [{ field: stage, operator: IN, value: [won, cancelled] }] }
  cancelledDeals: { model: deal, period: cancelDate, user: ownerId, where: [{ field: cancelDate, operator: EXISTS }] }
rules:
  commission: { type: LINE_PAYOUT, table: bookedDeals, formula: "MIN(amount * 10%, 5000)" }
  clawback: { type: LINE_PAYOUT, table: cancelledDeals, formula: "-MIN(amount * 10%, PAID_TO_DATE(commission))" }
`;
  it('takes back in the cancellation month at most what was paid', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }],
        periods: ['2025-01', '2025-02', '2025-03'],
        records: {
          deal: [
            deal('D1', 'rep', '100000', '2025-01-05', { stage: 'cancelled', cancelDate: '2025-03-02' }),
            deal('D2', 'rep', '20000', '2025-01-06', { stage: 'cancelled', cancelDate: '2025-03-03' }),
            deal('D3', 'rep', '30000', '2025-01-07', { stage: 'lost', cancelDate: '2025-03-04' }),
            deal('D4', 'rep', '80000', '2025-03-10', { stage: 'won' }),
          ],
        },
      }),
    );
    // Jan: D1 10,000 capped to 5,000; D2 2,000 -> 7,000.
    expect(get('rep', '2025-01').total).toBe('7000');
    // Mar: D1 -min(10,000, 5,000) = -5,000; D2 -2,000; D3 was never paid -> 0. D4 earns 5,000.
    const mar = get('rep', '2025-03');
    expect(rule(mar, 'clawback').lines).toEqual([
      { recordKey: 'D1', value: '-5000' },
      { recordKey: 'D2', value: '-2000' },
      { recordKey: 'D3', value: '0' },
    ]);
    expect(mar.total).toBe('-2000');
    expect(mar.errors).toContainEqual(expect.objectContaining({ level: 'warning', type: 'payment' }));
  });
});

describe('hold and release', () => {
  it('holds until the invoice is paid and releases in that period', () => {
    const plan = `${DEALS_HEADER}
plan: { name: Hold, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rules:
  heldCommission:
    type: HOLD_AND_RELEASE
    table: wonDeals
    formula: "amount * 10%"
    release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" }
`;
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }],
        periods: ['2025-01', '2025-02', '2025-03'],
        records: {
          deal: [
            deal('D1', 'rep', '10000', '2025-01-10', { invoicePaidDate: '2025-02-15' }),
            deal('D2', 'rep', '20000', '2025-01-12', { invoicePaidDate: '2025-01-25' }),
            deal('D3', 'rep', '5000', '2025-02-01'),
          ],
        },
      }),
    );
    // Jan: earned 1,000 + 2,000; D2 paid in Jan -> paid 2,000, held 1,000.
    const jan = get('rep', '2025-01').payments!;
    expect([jan.achievement, jan.paid, jan.hold, jan.heldBalance]).toEqual(['3000', '2000', '1000', '1000']);
    // Feb: earned 500 (held); D1's 1,000 released.
    const feb = get('rep', '2025-02').payments!;
    expect([feb.achievement, feb.paid, feb.hold, feb.heldBalance]).toEqual(['500', '1000', '500', '500']);
    expect(feb.lines).toContainEqual({
      type: 'HOLD_AND_RELEASE',
      category: 'paid',
      rule: 'heldCommission',
      amount: '1000',
      recordKey: 'D1',
      earnedPeriodId: '2025-01',
    });
    // Mar: nothing earned, D3 still held.
    const mar = get('rep', '2025-03').payments!;
    expect([mar.achievement, mar.paid, mar.heldBalance]).toEqual(['0', '0', '500']);
  });

  it('releases a deferred amount over three months', () => {
    const plan = `${DEALS_HEADER}
plan: { name: Deferred, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rules:
  deferred: { type: HOLD_AND_RELEASE, table: wonDeals, formula: "amount * 10%", release: { installments: 3 } }
`;
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }],
        periods: ['2025-01', '2025-02', '2025-03', '2025-04'],
        records: { deal: [deal('D1', 'rep', '10000', '2025-01-10')] },
      }),
    );
    // 1,000 in three parts: 333.33, 333.33 and the rest, 333.34.
    expect(['2025-01', '2025-02', '2025-03', '2025-04'].map((m) => get('rep', m).payments!.paid)).toEqual([
      '333.33',
      '333.33',
      '333.34',
      '0',
    ]);
    expect(get('rep', '2025-01').payments!.hold).toBe('666.67');
  });
});

describe('annual quota paid monthly with a year-to-date true-up', () => {
  const plan = `${DEALS_HEADER}
plan: { name: True-up, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
quotas:
  annualQuota: { type: user, frequency: year }
rateTables:
  ytdRates: { tiers: [{ from: 0, to: 1, rate: 8% }, { from: 1, rate: 12% }] }
variables:
  ytdBookings: { format: currency, formula: "SUM(YTD_ROWS(wonDeals), amount)", display: true }
  ytdQuota: { format: currency, formula: "annualQuota * MONTH_OF_YEAR() / 12" }
  ytdAttainment: { format: percent, formula: "ytdBookings / ytdQuota", display: true }
  ytdEarned: { format: currency, formula: "ytdBookings * STEP_RATE(ytdRates, ytdAttainment)" }
rules:
  trueUp: { type: PAYOUT, formula: "ytdEarned - PREVIOUS_YTD_TOTAL(trueUp)" }
`;
  it('pays the year-to-date amount minus what was already paid this year', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }],
        periods: ['2025-01', '2025-02', '2025-03'],
        quotas: [{ quota: 'annualQuota', userId: 'rep', date: '2025-01-01', value: '120000' }],
        records: {
          deal: [
            deal('1', 'rep', '8000', '2025-01-15'),
            deal('2', 'rep', '15000', '2025-02-15'),
            deal('3', 'rep', '2000', '2025-03-15'),
          ],
        },
      }),
    );
    // Jan: 8,000 / 10,000 = 80% -> 8% -> 640.
    // Feb: 23,000 / 20,000 = 115% -> 12% -> 2,760 - 640 = 2,120.
    // Mar: 25,000 / 30,000 = 83.33% -> 8% -> 2,000 - 2,760 = -760 (a true-down).
    expect(['2025-01', '2025-02', '2025-03'].map((m) => rule(get('rep', m), 'trueUp').value)).toEqual([
      '640',
      '2120',
      '-760',
    ]);
    expect(kpi(get('rep', '2025-03'), 'ytdAttainment')).toBe('0.833333');
  });
});

describe('multi-currency deals at the company rates', () => {
  const plan = `${DEALS_HEADER}
plan: { name: FX, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
fields:
  amountEur: { table: wonDeals, format: currency, formula: "CONVERT(amount, currency)" }
rules:
  commission: { type: PAYOUT, formula: "SUM(wonDeals, amountEur) * 10%" }
`;
  it('converts each deal at the rate in force at the period end', () => {
    const { get } = run(
      plan,
      baseInput({
        users: [{ id: 'rep' }, { id: 'jp' }],
        periods: ['2025-01', '2025-02'],
        rates: [
          { currency: 'USD', rate: '0.92', date: '2025-01-01' },
          { currency: 'USD', rate: '0.90', date: '2025-02-01' },
          { currency: 'GBP', rate: '1.17' },
        ],
        records: {
          deal: [
            deal('U1', 'rep', '10000', '2025-01-20', { currency: 'USD' }),
            deal('G1', 'rep', '5000', '2025-01-21', { currency: 'GBP' }),
            deal('E1', 'rep', '1000', '2025-01-22', { currency: 'EUR' }),
            deal('U2', 'rep', '10000', '2025-02-20', { currency: 'USD' }),
            deal('J1', 'jp', '100000', '2025-01-20', { currency: 'JPY' }),
          ],
        },
      }),
    );
    // Jan: 9,200 + 5,850 + 1,000 = 16,050 -> 1,605. Feb: 10,000 x 0.90 = 9,000 -> 900.
    expect(rule(get('rep', '2025-01'), 'commission').value).toBe('1605');
    expect(rule(get('rep', '2025-02'), 'commission').value).toBe('900');
    // No JPY rate: a configuration error naming the field being computed.
    const jp = get('jp', '2025-01');
    expect(jp.status).toBe('error');
    expect(jp.errors[0]).toMatchObject({
      level: 'error',
      type: 'configuration',
      context: { token: 'amountEur' },
    });
  });
});

describe('a challenge ranking users', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Challenge, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rules:
  bestBooker: { type: CHALLENGE, formula: "SUM(wonDeals, amount)", ranking: { order: DESC, prizes: [1000, 500, 250] } }
`;
  it('ranks by score, ties share a rank and its prize', () => {
    const { get } = run(
      plan,
      baseInput({
        users: ['A', 'B', 'C', 'D'].map((id) => ({ id })),
        records: {
          deal: [
            deal('1', 'A', '50000', '2025-01-02'),
            deal('2', 'B', '80000', '2025-01-02'),
            deal('3', 'C', '50000', '2025-01-02'),
            deal('4', 'D', '10000', '2025-01-02'),
          ],
        },
      }),
    );
    expect(['A', 'B', 'C', 'D'].map((u) => rule(get(u, '2025-01'), 'bestBooker').challenge)).toEqual([
      { score: '50000', rank: 2, prize: '500' },
      { score: '80000', rank: 1, prize: '1000' },
      { score: '50000', rank: 2, prize: '500' },
      { score: '10000', rank: 4, prize: '0' },
    ]);
    expect(get('B', '2025-01').total).toBe('1000');
  });
});

describe('adjustments, overwrites and engine errors', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Overwrites, frequency: month, highlightedKpis: [bookings] }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId, display: true }
quotas:
  quota: { type: user }
fields:
  dealCommission: { table: wonDeals, format: currency, formula: "amount * 10%" }
variables:
  bookings: { format: currency, formula: "SUM(wonDeals, amount)" }
  attainment: { format: percent, formula: "bookings / quota", display: true }
rules:
  commission: { type: PAYOUT, formula: "SUM(wonDeals, dealCommission)" }
  bonus: { type: PAYOUT, formula: "IF(bookings > 1000, 100, 0)" }
`;
  const input = baseInput({
    users: [{ id: 'rep' }],
    records: { deal: [deal('D1', 'rep', '1000', '2025-01-02'), deal('D2', 'rep', '2000', '2025-01-03')] },
  });
  it('applies field, KPI and rule overwrites and adjustments, and says what was overwritten', () => {
    const { get } = run(plan, {
      ...input,
      adjustments: [{ userId: 'rep', periodId: '2025-01', amount: '-50.5', label: 'Expense' }],
      overwrites: [
        {
          userId: 'rep',
          periodId: '2025-01',
          kind: 'field',
          table: 'wonDeals',
          recordKey: 'D1',
          token: 'dealCommission',
          value: '150',
        },
        { userId: 'rep', periodId: '2025-01', kind: 'kpi', token: 'bookings', value: '500' },
        { userId: 'rep', periodId: '2025-01', kind: 'rule', token: 'commission', value: '400' },
      ],
    });
    const st = get('rep', '2025-01');
    // bookings overwritten to 500 -> bonus 0; commission overwritten 350 (150 + 200) -> 400.
    expect(kpi(st, 'bookings')).toBe('500');
    expect(rule(st, 'bonus').value).toBe('0');
    expect(rule(st, 'commission')).toMatchObject({ value: '400', overwritten: { original: '350' } });
    expect(st.datasets[0]!.rows[0]).toMatchObject({
      key: 'D1',
      values: { dealCommission: '150' },
      overwritten: ['dealCommission'],
    });
    expect(st.overwrites.map((o) => [o.kind, o.token, o.original, o.value])).toEqual([
      ['field', 'dealCommission', '100', '150'],
      ['rule', 'commission', '350', '400'],
      ['kpi', 'bookings', '3000', '500'],
    ]);
    expect(st.payments!.adjustments).toBe('-50.5');
    expect(st.total).toBe('349.5'); // 400 + 0 - 50.5
  });
  it('reports a missing quota and a division by zero with their context', () => {
    const { get } = run(plan, input);
    const st = get('rep', '2025-01');
    expect(st.errors).toEqual([
      {
        level: 'error',
        type: 'missing quota',
        message: 'No value for quota "quota" on 2025-01-31',
        context: { userId: 'rep', periodId: '2025-01', token: 'quota' },
      },
      {
        level: 'error',
        type: 'calculation',
        message: 'Division by zero (the result is taken as 0)',
        context: { userId: 'rep', periodId: '2025-01', token: 'attainment' },
      },
    ]);
    expect(st.status).toBe('error');
  });
});
