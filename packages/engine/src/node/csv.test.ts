import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads the header as field names and keeps every cell as text', () => {
    expect(parseCsv('id,amount,note\nD1,12000.00,"won, signed"\nD2,,\n')).toEqual([
      { id: 'D1', amount: '12000.00', note: 'won, signed' },
      { id: 'D2', amount: '', note: '' },
    ]);
  });

  it('ignores a byte-order mark, blank lines and CRLF line ends', () => {
    expect(parseCsv('\uFEFFid,amount\r\n\r\nD1,5\r\n')).toEqual([{ id: 'D1', amount: '5' }]);
  });

  it('refuses a row whose cell count differs from the header', () => {
    expect(() => parseCsv('id,amount\nD1,5,extra\n')).toThrow(/Invalid Record Length/);
  });
});
