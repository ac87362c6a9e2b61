import { describe, expect, it } from 'vitest';
import { messages as commonMessages } from '../i18n/catalogue/common/en';
import { EMPTY_KINDS, EMPTY_MESSAGE_IDS, EM_DASH, isEmptyValue } from './empty';

describe('empty labels', () => {
  it('maps each kind to the shared labels: No data, No value, None', () => {
    expect(EMPTY_KINDS).toEqual(['noData', 'noValue', 'none', 'dash']);
    expect(commonMessages[EMPTY_MESSAGE_IDS.noData]).toBe('No data');
    expect(commonMessages[EMPTY_MESSAGE_IDS.noValue]).toBe('No value');
    expect(commonMessages[EMPTY_MESSAGE_IDS.none]).toBe('None');
    expect(commonMessages[EMPTY_MESSAGE_IDS.dash]).toBe('No value');
  });

  it('uses an em dash in reports', () => {
    expect(EM_DASH).toBe('\u2014');
  });

  it('treats null, undefined and blank strings as empty, but not 0 or false', () => {
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue('  ')).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue('0')).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });
});
