/**
 * Reads a calculation bundle from a directory (the only file I/O of the engine, used by the CLI):
 * bundle.yaml names the plan file and the data files (CSV or JSON). Format in docs/plan-format.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { parseCsv } from './csv.js';
import type { CalculationInput, RawRecord } from '../calc/input.js';
import type { ForecastInput } from '../calc/forecast.js';

export interface Bundle {
  planText: string;
  input: CalculationInput;
  forecast?: ForecastInput;
}

type Rows = Record<string, unknown>[];

function readRows(dir: string, file: string): Rows {
  const full = path.resolve(dir, file);
  if (!fs.existsSync(full)) throw new Error(`Bundle file not found: ${full}`);
  const text = fs.readFileSync(full, 'utf8');
  if (/\.csv$/i.test(file)) return parseCsv(text);
  const data: unknown = /\.ya?ml$/i.test(file) ? YAML.parse(text) : JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${file} must hold a list of rows`);
  return data as Rows;
}

/** A list given inline in bundle.yaml, or the name of a CSV/JSON/YAML file holding it. */
function list<T>(dir: string, value: unknown): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return readRows(dir, value) as T[];
  if (Array.isArray(value)) return value as T[];
  throw new Error(`Expected a list or a file name, got ${JSON.stringify(value)}`);
}

function models(dir: string, value: unknown): Record<string, RawRecord[]> {
  const out: Record<string, RawRecord[]> = {};
  for (const [model, v] of Object.entries((value ?? {}) as Record<string, unknown>))
    out[model] = list<RawRecord>(dir, v) ?? [];
  return out;
}

export function loadBundle(dir: string): Bundle {
  const manifestPath = ['bundle.yaml', 'bundle.yml', 'bundle.json']
    .map((f) => path.join(dir, f))
    .find((f) => fs.existsSync(f));
  if (!manifestPath) throw new Error(`No bundle.yaml in ${dir}`);
  const m = YAML.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const planFile = typeof m.plan === 'string' ? m.plan : 'plan.yaml';
  const periods = m.periods as CalculationInput['periods'];
  if (!periods) throw new Error('bundle.yaml: `periods` is required (a list of ids or { from, to })');
  const input: CalculationInput = {
    company: (m.company as CalculationInput['company']) ?? { currency: 'EUR', precision: 2 },
    users: list(dir, m.users) ?? [],
    teams: list(dir, m.teams),
    teamAssignments: list(dir, m.teamAssignments),
    planAssignments: list(dir, m.planAssignments),
    records: models(dir, m.records),
    quotas: list(dir, m.quotas),
    rates: list(dir, m.rates),
    periods,
    adjustments: list(dir, m.adjustments),
    overwrites: list(dir, m.overwrites),
    rowEdits: list(dir, m.rowEdits),
  };
  if (m.fiscalYearStartMonth !== undefined) input.fiscalYearStartMonth = m.fiscalYearStartMonth as number;
  // Optional columns left empty in CSV files mean "absent".
  for (const key of ['teams', 'teamAssignments', 'planAssignments', 'quotas', 'rates'] as const) {
    input[key] = input[key]?.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== '')),
    ) as never;
  }
  const bundle: Bundle = { planText: fs.readFileSync(path.resolve(dir, planFile), 'utf8'), input };
  if (m.forecast) bundle.forecast = { records: models(dir, (m.forecast as Record<string, unknown>).records) };
  return bundle;
}
