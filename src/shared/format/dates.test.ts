import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDay, formatTime } from './dates';
import { openingHoursRows } from '../config/openingHours';

describe('one time format everywhere', () => {
  it('writes a time with two-digit hours and « h »: 09h00, 14h30', () => {
    expect(formatTime('09:00:00')).toBe('09h00');
    expect(formatTime('14:30')).toBe('14h30');
    expect(formatTime('8:00')).toBe('08h00');
  });

  it('writes opening hours the way slots are written', () => {
    const [row] = openingHoursRows([{ day: 1, opens: '08:00', closes: '12:30' }]);
    expect(row.hours).toBe(`${formatTime('08:00')} - ${formatTime('12:30')}`);
    expect(row.hours).toBe('08h00 - 12h30');
  });

  it('writes a moment with its date and the company’s time, never with seconds', () => {
    expect(formatDateTime('2026-11-26T18:28:14Z')).toBe('26 novembre 2026 à 18h28');
    expect(formatDateTime('2026-11-27T07:05:00Z')).toBe('27 novembre 2026 à 07h05');
    expect(formatLongDay('2026-12-07')).toBe('lundi 7 décembre 2026');
  });
});
