import { describe, expect, it } from 'vitest';
import { addMonths, calendarDay, dayLabel, formatMonth, monthWeeks, type BookingRules } from './monthDays';

const rules: BookingRules = {
  today: '2026-11-27',
  lastDay: '2027-01-15',
  weeklyHours: [
    { day: 1, opens: '08:00', closes: '12:00' },
    { day: 4, opens: '08:00', closes: '12:00' },
    { day: 5, opens: '08:00', closes: '12:00' },
  ],
  closedDays: [{ date: '2026-12-25', label: 'Noël' }],
};

describe('the booking calendar’s month', () => {
  it('names the month in French and steps across years', () => {
    expect(formatMonth('2026-11')).toBe('novembre 2026');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('says why a day cannot be chosen', () => {
    expect(calendarDay('2026-11-26', rules)).toMatchObject({ state: 'past', reason: 'Cette date est passée' });
    expect(calendarDay('2026-11-29', rules)).toMatchObject({ state: 'closed', reason: 'Fermé le dimanche' });
    expect(calendarDay('2026-12-25', rules)).toMatchObject({ state: 'closed', reason: 'Fermé ce jour-là (Noël)' });
    expect(calendarDay('2027-01-18', rules).state).toBe('beyond');
    expect(calendarDay('2026-12-03', rules).state).toBe('open');
  });

  it('greys an open day without a free slot once the database said which days have one', () => {
    const known = { ...rules, daysWithFreeSlots: new Set(['2026-12-04']) };
    expect(calendarDay('2026-12-03', known).state).toBe('full');
    expect(dayLabel(calendarDay('2026-12-03', known))).toBe('jeudi 3 décembre 2026, complet');
    expect(dayLabel(calendarDay('2026-12-04', known))).toBe('vendredi 4 décembre 2026, créneaux disponibles');
  });
});
