/**
 * The benchmark company, generated deterministically so that every contender (each in its own
 * process) computes the very same data: the plan (five rules), the team tree, quotas, and the deals
 * as a stream of plain numbers, which each contender stores in its own form (engine records, typed
 * columns, a DuckDB table) without ever holding two copies.
 */

export const YEAR_START = Date.UTC(2025, 0, 1);
export const DAY = 86_400_000;
export const DAYS = 365;
export const MONTHS = 12;

export const BENCH_PLAN = `
version: 1
plan: { name: Benchmark plan, frequency: month, categories: [Commissions] }
models:
  deal:
    key: id
    fields: { id: text, ownerId: text, coOwnerId: text, amount: currency, closeDate: date, invoicePaidDate: date, splitShare: percent }
filters:
  ownDeals: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC }
  splitDeals: { model: deal, period: closeDate, user: [ownerId, coOwnerId], where: [{ field: coOwnerId, operator: EXISTS }] }
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team }
quotas:
  monthlyQuota: { type: user, required: false }
  annualQuota: { type: user, frequency: year, required: false }
rateTables:
  stepTiers: { tiers: [{ from: 0, to: 0.5, rate: 2% }, { from: 0.5, to: 1, rate: 4% }, { from: 1, rate: 6% }] }
  ytdTiers: { tiers: [{ from: 0, to: 1, rate: 0.5% }, { from: 1, rate: 1% }] }
fields:
  runningAttainment: { table: ownDeals, format: percent, formula: "SAFE_DIVIDE(RUNNING_SUM(amount), monthlyQuota)" }
  stepCommission: { table: ownDeals, format: currency, formula: "amount * STEP_RATE(stepTiers, runningAttainment)" }
variables:
  ytdBookings: { format: currency, formula: "SUM(YTD_ROWS(ownDeals), amount)" }
  ytdAttainment: { format: percent, formula: "SAFE_DIVIDE(ytdBookings, annualQuota * MONTH_OF_YEAR() / 12)" }
rules:
  steps: { type: LINE_PAYOUT, table: ownDeals, formula: stepCommission }
  split:
    type: SPLIT
    table: splitDeals
    formula: "amount * 2%"
    split: [{ user: ownerId, share: splitShare }, { user: coOwnerId, remainder: true }]
  held: { type: HOLD_AND_RELEASE, table: ownDeals, formula: "amount * 1%", release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" } }
  override: { type: PAYOUT, formula: "SUM(teamDeals, amount) * 0.5%" }
  trueUp: { type: PAYOUT, formula: "ytdBookings * STEP_RATE(ytdTiers, ytdAttainment) - PREVIOUS_YTD_TOTAL(trueUp)" }
`;

/** The rules in plan order, as every contender reports their company totals. */
export const RULES = ['steps', 'split', 'held', 'override', 'trueUp'] as const;

/** Deterministic pseudo-random numbers (mulberry32), so every run computes the same company. */
export function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The people: one head, 9 regional managers, team managers, and reps (about 10 per team), in all
 * `payees` users. Users are numbered; reps own the deals; every rep has a monthly quota (whole
 * units) and an annual one of twelve times it.
 */
export interface Company {
  /** User ids by user number. */
  ids: string[];
  teams: { id: string; parentId: string | null }[];
  teamAssignments: {
    teamId: string;
    userId: string;
    role: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';
    effectiveAsOf?: string | null;
    effectiveUntil?: string | null;
  }[];
  /** User numbers of the reps. */
  reps: number[];
  /** Monthly quota in whole units per user number (0: none). */
  monthlyQuota: number[];
  /** Per user number: the user numbers of the managers above (team, region, head); [] for managers. */
  chain: number[][];
  /** Team of each rep (by user number), and the region of each team. */
  teamOf: Map<number, string>;
}

export function company(payees: number): Company {
  const rand = rng(7);
  const ids: string[] = [];
  const teams: Company['teams'] = [];
  const teamAssignments: Company['teamAssignments'] = [];
  const chain: number[][] = [];
  const teamOf = new Map<number, string>();
  const add = (id: string, managers: number[]) => {
    ids.push(id);
    chain.push(managers);
    return ids.length - 1;
  };
  const regions = 9;
  const perRegion = Math.max(1, Math.round((payees - 1 - regions) / (regions * 11)));
  const teamCount = regions * perRegion;
  const repCount = payees - 1 - regions - teamCount;
  if (repCount < teamCount) throw new Error(`too few payees: ${payees}`);
  const head = add('head', []);
  teams.push({ id: 'company', parentId: null });
  teamAssignments.push({ teamId: 'company', userId: 'head', role: 'TEAM_MANAGER' });
  const teamManagers: { team: string; managers: number[] }[] = [];
  for (let r = 0; r < regions; r++) {
    const region = `region${r}`;
    teams.push({ id: region, parentId: 'company' });
    const rm = add(`rm${r}`, []);
    teamAssignments.push({ teamId: region, userId: `rm${r}`, role: 'TEAM_MANAGER' });
    for (let t = 0; t < perRegion; t++) {
      const team = `team${r}_${t}`;
      teams.push({ id: team, parentId: region });
      const tm = add(`tm${r}_${t}`, []);
      teamAssignments.push({ teamId: team, userId: `tm${r}_${t}`, role: 'TEAM_MANAGER' });
      teamManagers.push({ team, managers: [tm, rm, head] });
    }
  }
  const reps: number[] = [];
  for (let k = 0; k < repCount; k++) {
    const { team, managers } = teamManagers[k % teamCount]!;
    const rep = add(`rep${String(k).padStart(5, '0')}`, managers);
    reps.push(rep);
    teamOf.set(rep, team);
    teamAssignments.push({ teamId: team, userId: ids[rep]!, role: 'TEAM_EMPLOYEE' });
  }
  const monthlyQuota = new Array<number>(ids.length).fill(0);
  for (const rep of reps) monthlyQuota[rep] = 50_000 + Math.floor(rand() * 100_000);
  return { ids, teams, teamAssignments, reps, monthlyQuota, chain, teamOf };
}

/** Deal number i's key: zero-padded, so that text order (the engine's) is number order. */
export const dealId = (i: number) => `D${String(i).padStart(8, '0')}`;

/** Share of the owner in a split deal (60%, millionths). */
export const SPLIT_SHARE = 600_000;

/**
 * Calls `deal` for each of `n` deals: owner and co-owner (user numbers, -1 for none), amount in
 * millionths (whole cents up to 100,000.00), close day and invoice-paid day (days since
 * 2025-01-01, -1 for none; a paid day may fall in the next year).
 */
export function generateDeals(
  n: number,
  c: Company,
  deal: (i: number, owner: number, co: number, amount: number, closeDay: number, paidDay: number) => void,
): void {
  const rand = rng(42);
  const reps = c.reps;
  for (let i = 0; i < n; i++) {
    const owner = reps[Math.floor(rand() * reps.length)]!;
    const co = rand() < 0.1 ? reps[Math.floor(rand() * reps.length)]! : -1;
    const closeDay = Math.floor(rand() * DAYS);
    const paidDay = rand() < 0.8 ? closeDay + Math.floor(rand() * 90) : -1;
    const amount = Math.floor(rand() * 10_000_000) * 10_000;
    deal(i, owner, co === owner ? -1 : co, amount, closeDay, paidDay);
  }
}

/** What one contender reports (one JSON line on stdout). */
export interface ContenderResult {
  contender: string;
  deals: number;
  payees: number;
  /** The timed computation, ms (engine: index + calculate; DuckDB: the query, loading apart). */
  ms: number;
  /** Processor time of the timed computation (user + system, all threads), ms. */
  cpuMs: number;
  /** Second run in the same process, when the contender has one (warm). */
  warmMs?: number;
  /** Extra timings shown in the report (index, calculate, load...). */
  parts?: Record<string, number>;
  /** Per rule: the company total in millionths (decimal integer text); paid: total paid. */
  totals: Record<string, string>;
  peakRssMb: number;
  /** Incremental recalculation cases (engine only). */
  incremental?: { name: string; ms: number; statements: number }[];
}

export function peakRssMb(): number {
  return Math.round((process.resourceUsage().maxRSS * 1024) / 1024 / 1024);
}

export function emit(r: ContenderResult): void {
  process.stdout.write(`RESULT ${JSON.stringify(r)}\n`);
}
