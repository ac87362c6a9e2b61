import { describe, expect, it } from 'vitest';
import { cellsOf, isDecimal, parseBulk, planBadge, yearChoices } from './model';

describe('parseBulk', () => {
  const quota = { id: 7, type: 'user' as const };

  it('reads a spreadsheet paste (tabs) and skips a header', () => {
    const parsed = parseBulk(
      'Email\tDate\tValue\nana@x.io\t2026-01-01\t45000\n\nbob@x.io\t2026-04-01\t47000.50\n',
      quota,
    );
    expect(parsed.hasHeader).toBe(true);
    expect(parsed.rows).toEqual([
      { quotaId: 7, quotaType: 'user', userEmail: 'ana@x.io', date: '2026-01-01', value: '45000' },
      { quotaId: 7, quotaType: 'user', userEmail: 'bob@x.io', date: '2026-04-01', value: '47000.50' },
    ]);
    expect(parsed.lines).toEqual([2, 4]);
  });

  it('reads CSV with quotes and semicolons, and names the owner by the quota type', () => {
    expect(parseBulk('"Sales, North",2026-01-01,"800000"', { id: 1, type: 'team' }).rows).toEqual([
      { quotaId: 1, quotaType: 'team', teamName: 'Sales, North', date: '2026-01-01', value: '800000' },
    ]);
    expect(parseBulk('Plan A;2026-01-01;10', { id: 1, type: 'plan' }).rows[0]).toMatchObject({
      planName: 'Plan A',
    });
  });

  it('keeps bad cells for the server to name (no header guess on a data row)', () => {
    const parsed = parseBulk('ana@x.io,01/02/2026,abc', quota);
    expect(parsed.hasHeader).toBe(false);
    expect(parsed.rows).toEqual([
      { quotaId: 7, quotaType: 'user', userEmail: 'ana@x.io', date: '01/02/2026', value: 'abc' },
    ]);
  });
});

describe('helpers', () => {
  it('splits cells, checks decimals, offers years and words the badge', () => {
    expect(cellsOf('a,"b ""c""",d', ',')).toEqual(['a', 'b "c"', 'd']);
    expect(isDecimal('45 000.25')).toBe(true);
    expect(isDecimal('1e5')).toBe(false);
    expect(yearChoices('2026-11-24')).toEqual([2024, 2025, 2026, 2027]);
    expect(planBadge([])).toEqual({ id: 'quotas.badge.unused', count: 0 });
    expect(planBadge([{}, {}])).toEqual({ id: 'quotas.badge.used', count: 2 });
  });
});
