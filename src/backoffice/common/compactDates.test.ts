import { describe, expect, it } from 'vitest';
import { formatCompactDate, formatCompactDay } from './compactDates';

describe('the short dates of lists', () => {
  it('writes a calendar day with its weekday, whatever the browser’s time zone', () => {
    expect(formatCompactDay('2026-12-07')).toBe('lun. 7 déc. 2026');
    expect(formatCompactDay('2026-12-12T00:00:00')).toBe('sam. 12 déc. 2026');
  });

  it('writes a timestamp as its day in Ouagadougou, and a bare day as itself', () => {
    expect(formatCompactDate('2026-11-30T23:30:00Z')).toBe('30 nov. 2026');
    expect(formatCompactDate('2026-12-01')).toBe('1 déc. 2026');
  });
});
