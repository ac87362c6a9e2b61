import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { parsePlan } from '@accrue/engine';
import { checkPlan } from './plan-model';
import {
  addRateTable,
  addSplitPart,
  addTable,
  addTier,
  defaultSplit,
  modelChoices,
  removeSplitPart,
  removeTier,
  valueForOperator,
  type ModelChoice,
} from './plan-builders';

// A new plan's file, as the API makes it (api/src/modules/plans/definitions.ts blankDefinition).
const BLANK = 'version: 1\nplan:\n  id: chain\n  name: Chain\n  frequency: month\n';

const DEALS: ModelChoice = {
  machineName: 'deal',
  label: 'Deals',
  key: 'id',
  fields: [
    { identifier: 'id', label: 'Deal id', format: 'text' },
    { identifier: 'ownerId', label: 'Owner', format: 'text' },
    { identifier: 'coOwnerId', label: 'Co-owner', format: 'text' },
    { identifier: 'amount', label: 'Amount', format: 'currency' },
    { identifier: 'closeDate', label: 'Close date', format: 'date' },
  ],
};

describe('a plan built from nothing', () => {
  it('adds a table on a company model, declaring the model as the company defines it', () => {
    const blank = parsePlan(BLANK);
    expect(modelChoices(blank, [DEALS]).map((model) => model.machineName)).toEqual(['deal']);
    const { text, name } = addTable(BLANK, blank, {
      label: 'Won deals',
      model: DEALS,
      period: 'closeDate',
      user: ['ownerId'],
    });
    expect(name).toBe('wonDeals');
    const file = YAML.parse(text);
    expect(file.models.deal).toEqual({
      label: 'Deals',
      key: 'id',
      fields: {
        id: { format: 'text', label: 'Deal id' },
        ownerId: { format: 'text', label: 'Owner' },
        coOwnerId: { format: 'text', label: 'Co-owner' },
        amount: { format: 'currency', label: 'Amount' },
        closeDate: { format: 'date', label: 'Close date' },
      },
    });
    expect(file.filters.wonDeals).toEqual({
      label: 'Won deals',
      model: 'deal',
      period: 'closeDate',
      user: 'ownerId',
      display: true,
    });
    expect(checkPlan(text).problems).toEqual([]);

    // A second table on the model the plan now declares: the model is not written again.
    const def = parsePlan(text);
    expect(modelChoices(def, [DEALS])).toHaveLength(1);
    const second = addTable(text, def, {
      label: 'Won deals',
      model: modelChoices(def, [DEALS])[0]!,
      period: 'closeDate',
      user: ['ownerId', 'coOwnerId'],
    });
    expect(second.name).toBe('wonDeals2');
    expect(YAML.parse(second.text).filters.wonDeals2.user).toEqual(['ownerId', 'coOwnerId']);
    expect(checkPlan(second.text).problems).toEqual([]);
  });

  it('adds a rate table of one open tier, then tiers that follow each other, and removes them', () => {
    const { text, name } = addRateTable(BLANK, parsePlan(BLANK), 'Deal size tiers');
    expect(name).toBe('dealSizeTiers');
    const tiersOf = (file: string) => {
      const table = parsePlan(file).rateTables[name]!;
      return table.kind === 'tiers' ? table.tiers : [];
    };
    expect(tiersOf(text)).toEqual([{ from: '0', to: null, rate: '0.1' }]);

    const two = addTier(text, name, tiersOf(text));
    expect(tiersOf(two)).toEqual([
      { from: '0', to: '1', rate: '0.1' },
      { from: '1', to: null, rate: '0.1' },
    ]);
    // Written as the file wrote the rate before it.
    expect(YAML.parse(two).rateTables[name].tiers).toEqual([
      { from: 0, to: 1, rate: '10%' },
      { from: 1, rate: '10%' },
    ]);
    const three = addTier(two, name, tiersOf(two));
    expect(tiersOf(three).map((tier) => [tier.from, tier.to])).toEqual([
      ['0', '1'],
      ['1', '2'],
      ['2', null],
    ]);
    expect(checkPlan(three).problems).toEqual([]);

    // The middle one removed: the first ends where it did; the last removed: the one before is open.
    expect(tiersOf(removeTier(three, name, tiersOf(three), 1)).map((tier) => [tier.from, tier.to])).toEqual([
      ['0', '2'],
      ['2', null],
    ]);
    expect(tiersOf(removeTier(three, name, tiersOf(three), 2)).map((tier) => [tier.from, tier.to])).toEqual([
      ['0', '1'],
      ['1', null],
    ]);
    expect(tiersOf(removeTier(three, name, tiersOf(three), 0)).map((tier) => [tier.from, tier.to])).toEqual([
      ['0', '2'],
      ['2', null],
    ]);
    expect(removeTier(text, name, tiersOf(text), 0)).toBe(text);
  });

  it("splits a row between the table's user fields, and adds and removes share parts", () => {
    expect(defaultSplit(['ownerId', 'coOwnerId'])).toEqual([
      { user: 'ownerId', share: '50%' },
      { user: 'coOwnerId', remainder: true },
    ]);
    expect(defaultSplit(['ownerId'])[1]).toEqual({ user: 'ownerId', remainder: true });

    const table = addTable(BLANK, parsePlan(BLANK), {
      label: 'Co-sold deals',
      model: DEALS,
      period: 'closeDate',
      user: ['ownerId', 'coOwnerId'],
    });
    const file = YAML.parseDocument(table.text);
    file.setIn(['rules', 'split'], {
      type: 'SPLIT',
      table: table.name,
      formula: 'amount * 5%',
      split: defaultSplit(['ownerId', 'coOwnerId']),
    });
    const text = file.toString();
    expect(checkPlan(text).problems).toEqual([]);
    const parts = () => parsePlan(text).rules.split!.split!;
    const three = addSplitPart(text, 'split', parts(), 'ownerId');
    expect(YAML.parse(three).rules.split.split).toEqual([
      { user: 'ownerId', share: '50%' },
      { user: 'ownerId', share: '0%' },
      { user: 'coOwnerId', remainder: true },
    ]);
    const threeParts = parsePlan(three).rules.split!.split!;
    expect(YAML.parse(removeSplitPart(three, 'split', threeParts, 1)).rules.split.split).toEqual(
      YAML.parse(text).rules.split.split,
    );
    // Neither the remainder nor a part of a two-part split is removed.
    expect(removeSplitPart(three, 'split', threeParts, 2)).toBe(three);
    expect(removeSplitPart(text, 'split', parts(), 0)).toBe(text);
  });
});

describe("a table condition's operator", () => {
  it('brings a value the engine reads: none, a list for IN, text for the others', () => {
    expect(valueForOperator(undefined, 'IN')).toEqual([]);
    expect(valueForOperator('won', 'IN')).toEqual(['won']);
    expect(valueForOperator(['won', 'signed'], 'IN')).toEqual(['won', 'signed']);
    expect(valueForOperator(['won', 'signed'], 'CONTAINS')).toBe('won, signed');
    expect(valueForOperator(undefined, 'GREATER_STRICT')).toBe('');
    expect(valueForOperator('1000', 'GREATER_STRICT')).toBe('1000');
    expect(valueForOperator(['won'], 'EXISTS')).toBeUndefined();
  });
});
