import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { messages } from '../../i18n/threads/en';
import { excerpt, reviewFailure, scopeLabel } from './model';

const intl = createIntl({ locale: 'en', messages });

describe('a thread in words', () => {
  it('says what it is about: the whole statement, a rule, or a record of a rule', () => {
    const none = { ruleId: null, ruleLabel: null, externalId: null };
    expect(scopeLabel(intl, { kind: 'STATEMENT', ...none })).toBe('Whole statement');
    expect(scopeLabel(intl, { ...none, kind: 'RULE', ruleId: 'commission', ruleLabel: 'Commission' })).toBe(
      'Commission',
    );
    expect(
      scopeLabel(intl, { kind: 'RECORD', ruleId: 'commission', ruleLabel: 'Commission', externalId: 'D-17' }),
    ).toBe('Commission · record D-17');
    // A rule the statement no longer has keeps its name.
    expect(scopeLabel(intl, { ...none, kind: 'RULE', ruleId: 'spiff' })).toBe('spiff');
  });

  it('cuts a long message at a word, on one line', () => {
    expect(excerpt('Short\n\nand sweet')).toBe('Short and sweet');
    expect(excerpt('one two three four five', 12)).toBe('one two…');
    expect(excerpt('abcdefghijklmnop', 10)).toBe('abcdefghij…');
  });

  it('says how many threads a review refused, each reason once', () => {
    expect(reviewFailure(intl, { reviewed: [1], failed: [] })).toBeNull();
    expect(
      reviewFailure(intl, {
        reviewed: [],
        failed: [
          { statementThreadId: 2, message: 'Statement thread not found.' },
          { statementThreadId: 3, message: 'Statement thread not found.' },
        ],
      }),
    ).toBe('Could not review 2 statement thread(s): Statement thread not found.');
  });
});
