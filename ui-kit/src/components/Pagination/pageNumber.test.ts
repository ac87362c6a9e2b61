import { describe, expect, it } from 'vitest';
import { messages as tableMessages } from '../../i18n/catalogue/table/en';
import { isPageNumberDisabled, pageRange, validatePageNumber, type PageNumberError } from './pageNumber';

const en = (id: PageNumberError | undefined) => (id ? tableMessages[id] : undefined);

describe('validatePageNumber', () => {
  it('accepts an integer between 1 and the page count', () => {
    expect(validatePageNumber('1', 5)).toEqual({ page: 1 });
    expect(validatePageNumber(' 5 ', 5)).toEqual({ page: 5 });
  });

  it('requires an integer', () => {
    for (const input of ['', 'abc', '1.5', '2,5', '1e'])
      expect(en(validatePageNumber(input, 5).error), input).toBe('The page number must be an integer.');
  });

  it('requires at least 1', () => {
    expect(en(validatePageNumber('0', 5).error)).toBe('The page number must be greater than 0.');
    expect(en(validatePageNumber('-3', 5).error)).toBe('The page number must be greater than 0.');
  });

  it('allows at most the page count', () => {
    expect(en(validatePageNumber('6', 5).error)).toBe(
      'The page number cannot be greater than the total number of pages.',
    );
  });
});

describe('page number helpers', () => {
  it('disables the input below 2 pages', () => {
    expect(isPageNumberDisabled(0)).toBe(true);
    expect(isPageNumberDisabled(1)).toBe(true);
    expect(isPageNumberDisabled(2)).toBe(false);
  });

  it('gives the 1-based range of the rows shown', () => {
    expect(pageRange(0, 10, 95)).toEqual({ start: 1, end: 10 });
    expect(pageRange(9, 10, 95)).toEqual({ start: 91, end: 95 });
    expect(pageRange(0, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});
