import type { StatementJson } from '@accrue/engine';
import { Decimal } from 'decimal.js';
import { Op } from 'sequelize';
import { parse as parseYaml } from 'yaml';
import type { UserContext } from '../../platform/context.js';
import { toIso } from '../../platform/db/values.js';
import * as company from '../company/index.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { listMyStatements, listUserStatements } from './reading.js';
import * as repository from './repository.js';
import type { StatementPeriod, StatementUserRef, UserStatement } from './types.js';
import { homeVisitsTable, statementVersionsTable } from './tables.js';

/**
 * GET /home/summary (doc 1 §2.2 /home, issue #13 point 11): what the caller earned in the period
 * shown at login and the change since the period before, progress to quota, what changed since
 * their last visit (from the statement versions), their latest statements, and for a manager the
 * totals of their team.
 */

/** A visit ends this long after /home was last opened. */
export const VISIT_GAP_MS = 30 * 60_000;
/** The most changes, latest statements and statements the summary holds. */
const MAX_CHANGES = 20;
const LATEST = 6;
const MAX_STATEMENTS = 100;

const MANAGERS = new Set(['MANAGER', 'READ_ONLY_MANAGER']);

export interface HomeQuota {
  name: string;
  label: string;
  format: 'number' | 'currency' | 'percent';
  target: string;
  achieved: string | null;
  achievedLabel: string | null;
  progress: string | null;
}

export interface HomeStatement {
  statement: UserStatement;
  previousTotal: string | null;
  quota: HomeQuota | null;
}

export interface HomeChange {
  statementId: number;
  plan: { id: number; name: string };
  period: StatementPeriod;
  version: number;
  createdAt: string;
  from: string | null;
  to: string | null;
}

export interface HomeTeamMember {
  user: StatementUserRef;
  total: string;
  previousTotal: string;
}

export interface HomeSummary {
  period: StatementPeriod | null;
  previousPeriod: StatementPeriod | null;
  currency: string | null;
  total: string | null;
  previousTotal: string | null;
  statements: HomeStatement[];
  changes: HomeChange[];
  lastVisitAt: string | null;
  latest: UserStatement[];
  team: { total: string; previousTotal: string; members: HomeTeamMember[] } | null;
}

const sum = (amounts: readonly (string | null)[]) =>
  amounts.reduce((total, amount) => total.plus(amount ?? '0'), new Decimal(0)).toFixed();

export async function homeSummary(context: UserContext): Promise<HomeSummary> {
  const lastVisitAt = await recordVisit(context);
  const [mine, found] = await Promise.all([
    listMyStatements(context, { page: 0, limit: MAX_STATEMENTS }),
    company.companyById(context.tenant.db, context.companyId),
  ]);
  const shown = found?.customization.defaultPeriod ?? 'current';
  const today = new Date().toISOString().slice(0, 10);

  // Per plan, the statement of the period shown and the one before (latest period first).
  const byPlan = new Map<number, UserStatement[]>();
  for (const item of mine.items) byPlan.set(item.plan.id, [...(byPlan.get(item.plan.id) ?? []), item]);
  const pairs: { current: UserStatement; previous: UserStatement | null }[] = [];
  for (const list of byPlan.values()) {
    const started = list.filter((item) => item.period.startDate <= today);
    const candidates = started.length ? started : list.slice(-1);
    const index = shown === 'previous' && candidates.length > 1 ? 1 : 0;
    const current = candidates[index]!;
    const previous = list[list.indexOf(current) + 1] ?? null;
    pairs.push({ current, previous });
  }
  // The shortest period first (a month before a quarter), then the latest.
  pairs.sort(
    (a, b) =>
      b.current.period.startDate.localeCompare(a.current.period.startDate) ||
      a.current.period.endDate.localeCompare(b.current.period.endDate) ||
      a.current.plan.name.localeCompare(b.current.plan.name),
  );
  const statements = await Promise.all(
    pairs.map(async ({ current, previous }) => ({
      statement: current,
      previousTotal: previous?.total ?? null,
      quota: await quotaProgress(context, current),
    })),
  );
  const head = pairs[0];
  const period = head?.current.period ?? null;
  const previousPeriod = head?.previous?.period ?? null;

  // The total is of the period shown only (a quarterly plan's statement is listed, not added in).
  const shownPairs = pairs.filter((pair) => pair.current.period.id === period?.id);
  return {
    period,
    previousPeriod,
    currency: head?.current.currency ?? null,
    total: shownPairs.length ? sum(shownPairs.map((pair) => pair.current.total)) : null,
    previousTotal: shownPairs.some((pair) => pair.previous)
      ? sum(shownPairs.map((pair) => pair.previous?.total ?? null))
      : null,
    statements,
    changes: await changesSince(context, lastVisitAt, mine.items),
    lastVisitAt,
    latest: mine.items.slice(0, LATEST),
    team:
      context.kind === 'user' && MANAGERS.has(context.subject.role) && period
        ? await teamTotals(context, period, previousPeriod)
        : null,
  };
}

/**
 * Records that the caller opened /home and answers when their previous visit ended (null on a
 * first visit). Opening /home again within `VISIT_GAP_MS` is the same visit: the answer stays.
 */
async function recordVisit(context: UserContext): Promise<string | null> {
  const { tenant, userId } = context;
  const now = new Date();
  const row = await tenant.findOne(homeVisitsTable, { userId });
  if (!row) {
    try {
      await tenant.insert(homeVisitsTable, { userId, visitAt: now, seenAt: now, previousVisitAt: null });
    } catch {
      // A concurrent first visit inserted it: the same visit.
    }
    return null;
  }
  const seenAt = new Date(toIso(row.seenAt)!);
  if (now.getTime() - seenAt.getTime() > VISIT_GAP_MS) {
    // A new visit: the one before ended when /home was last opened.
    await tenant.update(
      homeVisitsTable,
      { userId, seenAt: row.seenAt },
      { visitAt: now, seenAt: now, previousVisitAt: seenAt },
    );
    return seenAt.toISOString();
  }
  await tenant.update(homeVisitsTable, { userId }, { seenAt: now });
  return toIso(row.previousVisitAt);
}

/** The versions of the caller's statements written since `since` that changed a statement. */
async function changesSince(
  context: UserContext,
  since: string | null,
  mine: readonly UserStatement[],
): Promise<HomeChange[]> {
  const visible = new Map(mine.map((item) => [item.id, item]));
  if (!visible.size) return [];
  const rows = await context.tenant.findAll(statementVersionsTable, {
    where: {
      userId: context.userId,
      statementId: [...visible.keys()],
      version: { [Op.gt]: 1 },
      ...(since ? { createdAt: { [Op.gt]: new Date(since) } } : {}),
    },
    attributes: ['statementId', 'version', 'createdAt', 'total'],
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: MAX_CHANGES,
  });
  if (!rows.length) return [];
  const before = await context.tenant.findAll(statementVersionsTable, {
    where: {
      [Op.or]: rows.map((row) => ({ statementId: row.statementId, version: Number(row.version) - 1 })),
    },
    attributes: ['statementId', 'version', 'total'],
  });
  const totalBefore = new Map(before.map((row) => [`${row.statementId}|${row.version}`, row.total ?? null]));
  return rows.map((row) => {
    const statement = visible.get(Number(row.statementId))!;
    return {
      statementId: statement.id,
      plan: statement.plan,
      period: statement.period,
      version: Number(row.version),
      createdAt: toIso(row.createdAt)!,
      from: totalBefore.get(`${row.statementId}|${Number(row.version) - 1}`) ?? null,
      to: row.total ?? null,
    };
  });
}

/**
 * Progress to the plan's quota: the first quota of the user type the plan names, its value in
 * force at the period's start, and the statement's highlighted KPI in the quota's format (else
 * its first KPI in that format) as what was achieved.
 */
async function quotaProgress(context: UserContext, statement: UserStatement): Promise<HomeQuota | null> {
  const plan = await plans.findPlan(context.tenant, statement.plan.id);
  if (!plan) return null;
  let names: string[] = [];
  try {
    const raw = parseYaml(plan.definition) as { quotas?: unknown };
    if (raw.quotas && typeof raw.quotas === 'object' && !Array.isArray(raw.quotas))
      names = Object.keys(raw.quotas);
  } catch {
    return null;
  }
  if (!names.length) return null;
  const quota = (await people.findQuotas(context.tenant, names)).find(
    (candidate) => candidate.type === 'user',
  );
  if (!quota) return null;
  const values = (await people.quotaValuesOf(context.tenant, [quota.id]))
    .filter((value) => value.userId === statement.user.id && value.date <= statement.period.endDate)
    .sort((a, b) => b.date.localeCompare(a.date));
  const target = values.find((value) => value.date <= statement.period.startDate) ?? values[0];
  if (!target) return null;
  const full = await repository.findStatement(context.tenant, statement.id);
  const kpis: StatementJson['kpis'] = full?.content.kpis ?? [];
  const kpi =
    kpis.find((candidate) => candidate.highlighted && candidate.format === quota.format) ??
    kpis.find((candidate) => candidate.format === quota.format);
  const achieved = typeof kpi?.value === 'string' ? kpi.value : null;
  const progress =
    achieved !== null && !new Decimal(target.value).isZero()
      ? new Decimal(achieved).dividedBy(target.value).toDecimalPlaces(4).toFixed()
      : null;
  return {
    name: quota.machineName,
    label: quota.name,
    format: quota.format,
    target: new Decimal(target.value).toFixed(),
    achieved,
    achievedLabel: kpi?.label ?? null,
    progress,
  };
}

/** A manager's managees' totals of the period (and of the period before), within their reach. */
async function teamTotals(
  context: UserContext,
  period: StatementPeriod,
  previousPeriod: StatementPeriod | null,
): Promise<HomeSummary['team']> {
  const [current, previous] = await Promise.all([
    listUserStatements(context, { periodId: period.id, limit: MAX_STATEMENTS }),
    previousPeriod
      ? listUserStatements(context, { periodId: previousPeriod.id, limit: MAX_STATEMENTS })
      : Promise.resolve({ items: [] as UserStatement[] }),
  ]);
  const members = new Map<
    number,
    { user: StatementUserRef; totals: (string | null)[]; previous: (string | null)[] }
  >();
  const entry = (user: StatementUserRef) => {
    if (!members.has(user.id)) members.set(user.id, { user, totals: [], previous: [] });
    return members.get(user.id)!;
  };
  for (const item of current.items)
    if (item.user.id !== context.userId) entry(item.user).totals.push(item.total);
  for (const item of previous.items)
    if (item.user.id !== context.userId) entry(item.user).previous.push(item.total);
  const list = [...members.values()]
    .map((member) => ({ user: member.user, total: sum(member.totals), previousTotal: sum(member.previous) }))
    .sort((a, b) => a.user.lastName.localeCompare(b.user.lastName) || a.user.id - b.user.id);
  return {
    total: sum(list.map((member) => member.total)),
    previousTotal: sum(list.map((member) => member.previousTotal)),
    members: list,
  };
}
