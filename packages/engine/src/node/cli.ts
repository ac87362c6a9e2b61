/**
 * npm run calc -- <bundle directory> [--forecast] [--no-datasets] [--user <id>] [--period <id>]
 *
 * Reads a bundle (plan, records, users, teams, quotas, rates, periods), calculates every statement
 * and prints them as JSON. Paths are resolved against the directory npm was started from.
 */
import path from 'node:path';
import {
  calculate,
  compilePlan,
  forecast,
  parsePlan,
  PlanCompileError,
  PlanValidationError,
  statementToJson,
} from '../index.js';
import { loadBundle } from './bundle.js';

function main(argv: string[]): number {
  const args = argv.filter((a) => !a.startsWith('--'));
  const flag = (name: string) => argv.includes(`--${name}`);
  const option = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const target = args.find((a) => a !== option('user') && a !== option('period'));
  if (!target) {
    console.error(
      'Usage: npm run calc -- <bundle directory> [--forecast] [--no-datasets] [--user <id>] [--period <id>]',
    );
    return 2;
  }
  // `npm run calc` runs in packages/engine/; the user typed the path relative to where they were.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  try {
    const bundle = loadBundle(dir);
    const def = parsePlan(bundle.planText);
    const datasets = !flag('no-datasets');
    const keep = (s: { userId: string; period: { id: string } }) =>
      (option('user') === undefined || s.userId === option('user')) &&
      (option('period') === undefined || s.period.id === option('period'));
    if (flag('forecast')) {
      const result = forecast(def, bundle.input, bundle.forecast ?? { records: {} }, { datasets });
      console.log(
        JSON.stringify(
          {
            plan: def.plan.id,
            comparisons: result.comparisons.filter((c) =>
              keep({ userId: c.userId, period: { id: c.periodId } }),
            ),
          },
          null,
          2,
        ),
      );
      return 0;
    }
    const calc = calculate(compilePlan(def), bundle.input, { datasets });
    const statements = calc.statements.map((s) => statementToJson(s, { datasets })).filter(keep);
    console.log(JSON.stringify({ plan: def.plan.id, statements }, null, 2));
    return statements.some((s) => s.status === 'error') ? 1 : 0;
  } catch (e) {
    if (e instanceof PlanValidationError || e instanceof PlanCompileError) console.error(e.message);
    else console.error(`calc: ${(e as Error).message}`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
