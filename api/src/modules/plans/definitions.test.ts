import { describe, expect, it } from 'vitest';
import { Invalid } from '../../platform/errors.js';
import { blankDefinition, checkDefinition, summarizeChange, withPlanFields } from './definitions.js';

const PLAN = [
  '# Kept: a comment.',
  'version: 1',
  'plan: { id: p, name: Quarterly SPIFF, frequency: quarter }',
  'models: { deal: { key: id, fields: { id: text, ownerId: text, amount: currency, closeDate: date } } }',
  'filters: { deals: { model: deal, period: closeDate, user: ownerId } }',
  'rules:',
  '  count: { type: NON_PAYOUT, formula: "COUNT(deals)" }',
  '',
].join('\n');

describe('plan definitions', () => {
  it('writes a blank plan the engine reads, whatever the name holds', () => {
    const text = blankDefinition('Q1: "Win" #1', 'month');
    expect(checkDefinition(text).plan).toMatchObject({
      name: 'Q1: "Win" #1',
      frequency: 'month',
      id: 'q1-win-1',
    });
  });

  it('renames inside the file, keeping comments and layout', () => {
    const renamed = withPlanFields(PLAN, { name: 'Renamed', frequency: 'month' });
    expect(renamed).toContain('# Kept: a comment.');
    expect(renamed).toContain('count: { type: NON_PAYOUT, formula: "COUNT(deals)" }');
    expect(checkDefinition(renamed).plan).toMatchObject({ name: 'Renamed', frequency: 'month' });
  });

  it('reports every problem at once, structure first, then every formula', () => {
    const structural = (() => {
      try {
        checkDefinition(
          PLAN.replace('frequency: quarter', 'frequency: weekly').replace('model: deal', 'model: x'),
        );
      } catch (error) {
        return error;
      }
    })();
    expect(structural).toBeInstanceOf(Invalid);
    expect((structural as Invalid).errors.map((e) => e.field).sort()).toEqual([
      'definition.filters.deals.model',
      'definition.plan.frequency',
    ]);
    const formulas = (() => {
      try {
        checkDefinition(
          `${PLAN}  a: { type: PAYOUT, formula: "SUM(" }\n  b: { type: PAYOUT, formula: "nothing * 2" }\n`,
        );
      } catch (error) {
        return error;
      }
    })();
    expect((formulas as Invalid).errors.map((e) => e.field).sort()).toEqual([
      'definition.rules.a.formula',
      'definition.rules.b.formula',
    ]);
  });

  it('summarizes what changed between two versions', () => {
    expect(summarizeChange(PLAN, PLAN)).toBe('No change.');
    expect(summarizeChange(PLAN, PLAN.replace('# Kept', '# Still kept'))).toBe('Layout or comments changed.');
    const next = withPlanFields(PLAN, { name: 'New name' })
      .replace('COUNT(deals)', 'COUNT(deals) * 2')
      .concat('  bonus: { type: PAYOUT, formula: "100" }\n');
    expect(summarizeChange(PLAN, next)).toBe(
      'Renamed from “Quarterly SPIFF” to “New name”. Rules added: bonus; changed: count.',
    );
    expect(summarizeChange(next, PLAN)).toBe(
      'Renamed from “New name” to “Quarterly SPIFF”. Rules changed: count; removed: bonus.',
    );
  });
});
