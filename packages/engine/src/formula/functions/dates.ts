/** Dates: literals, the statement's period boundaries, differences, shifts and parts. */
import * as F from '../../core/money.js';
import * as D from '../../core/dates.js';
import { compileNode, errorAt, expectType, isDateLike, num } from '../compiler.js';
import type { Ctx, Value } from '../runtime-api.js';
import { arg } from './helpers.js';
import type { FunctionSpec, FunctionFamily, Handler } from './types.js';

const D1 = { name: 'd', type: 'date' } as const;

function dateOf(v: Value): Date | null {
  return v === null ? null : new Date(v as number);
}

/** A function of the statement's period, without arguments. */
function periodDate(name: string, description: string, fn: (c: Ctx) => number): FunctionSpec {
  return {
    name,
    signatures: [{ params: [], returns: 'date' }],
    description,
    compile: () => ({ ty: { f: 'date' }, fn }),
  };
}

function dateDiff(name: string, diff: (a: number, b: number) => number, description: string): FunctionSpec {
  const compile: Handler = (node, s) => {
    const [a, b] = [compileNode(arg(node, 0), s), compileNode(arg(node, 1), s)];
    if (!isDateLike(a.ty) && a.ty.f !== 'null')
      throw errorAt(arg(node, 0), s.source, `${name} expects dates`);
    if (!isDateLike(b.ty) && b.ty.f !== 'null')
      throw errorAt(arg(node, 1), s.source, `${name} expects dates`);
    return {
      ty: { f: 'number' },
      fn: (c) => {
        const x = a.fn(c);
        const y = b.fn(c);
        return x === null || y === null ? null : F.fromInt(diff(x as number, y as number));
      },
    };
  };
  return {
    name,
    signatures: [
      {
        params: [
          { name: 'a', type: 'date' },
          { name: 'b', type: 'date' },
        ],
        returns: 'number',
      },
    ],
    description,
    compile,
  };
}

function dateShift(name: string, shift: (t: number, n: number) => number, description: string): FunctionSpec {
  const compile: Handler = (node, s) => {
    const [d, n] = [compileNode(arg(node, 0), s), compileNode(arg(node, 1), s)];
    if (!isDateLike(d.ty)) throw errorAt(arg(node, 0), s.source, `${node.name} expects a date first`);
    expectType(n, 'number', arg(node, 1), s, node.name);
    return {
      ty: d.ty,
      fn: (c) => {
        const t = d.fn(c);
        return t === null ? null : shift(t as number, F.toInt(num(n.fn(c))));
      },
    };
  };
  return {
    name,
    signatures: [{ params: [D1, { name: 'n', type: 'number' }], returns: 'format of d' }],
    description,
    compile,
  };
}

function datePart(name: string, part: (d: Date) => number, description: string): FunctionSpec {
  const compile: Handler = (node, s) => {
    const d = compileNode(arg(node, 0), s);
    if (!isDateLike(d.ty)) throw errorAt(arg(node, 0), s.source, `${node.name} expects a date`);
    return {
      ty: { f: 'number' },
      fn: (c) => {
        const x = dateOf(d.fn(c));
        return x === null ? null : F.fromInt(part(x));
      },
    };
  };
  return { name, signatures: [{ params: [D1], returns: 'number' }], description, compile };
}

export const DATES: FunctionFamily = {
  title: 'Dates',
  functions: [
    {
      name: 'DATE',
      signatures: [{ params: [{ name: '"YYYY-MM-DD"', type: 'date literal' }], returns: 'date' }],
      description: 'A date literal.',
      compile: (node, s) => {
        const a = arg(node, 0);
        if (a.type !== 'string') throw errorAt(a, s.source, 'DATE expects a literal "YYYY-MM-DD"');
        const t = D.parseDate(a.value);
        if (t === undefined) throw errorAt(a, s.source, 'Date is not in YYYY-MM-DD format');
        return { ty: { f: 'date' }, fn: () => t };
      },
    },
    periodDate('PERIOD_START', "The first day of the statement's period.", (c) => c.st.periodStart),
    periodDate('PERIOD_END', "The last day of the statement's period.", (c) => c.st.periodEndDate),
    // The year and quarter are the company's fiscal ones (CalculationInput.fiscalYearStartMonth).
    periodDate('YEAR_START', "The start of the period's (fiscal) year.", (c) => c.st.fiscal.yearStart),
    periodDate(
      'QUARTER_START',
      "The start of the period's (fiscal) quarter.",
      (c) => c.st.fiscal.quarterStart,
    ),
    {
      name: 'MONTH_OF_YEAR',
      signatures: [{ params: [], returns: 'number' }],
      description: "1..12, the month of the period's end in the (fiscal) year (year-to-date proration).",
      compile: () => ({
        ty: { f: 'number' },
        fn: (c) => F.fromInt(c.st.fiscal.monthOfYear),
      }),
    },
    dateDiff('DAYS_BETWEEN', D.daysBetween, 'Whole days from a to b.'),
    dateDiff('MONTHS_BETWEEN', D.monthsBetween, 'Whole calendar months from a to b.'),
    dateShift('ADD_DAYS', (t, n) => t + n * D.DAY_MS, 'd shifted by n days.'),
    dateShift('ADD_MONTHS', D.addMonths, 'd shifted by n months (month ends clamp: Jan 31 + 1 = Feb 28).'),
    datePart('YEAR', (d) => d.getUTCFullYear(), 'The year of d.'),
    datePart('MONTH', (d) => d.getUTCMonth() + 1, 'The month of d, 1..12.'),
    datePart('DAY', (d) => d.getUTCDate(), 'The day of the month of d.'),
  ],
};
