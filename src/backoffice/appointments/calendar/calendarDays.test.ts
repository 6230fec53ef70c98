import { describe, expect, it } from 'vitest';
import { mondayOf, openStarts, parseDay, rowStarts, shownDay, stepDay, viewFromAddress, visibleDays } from './calendarDays';

describe('the appointment calendar’s days', () => {
  it('shows the working week, Monday to Saturday, around any day (Sunday belongs to the week before)', () => {
    expect(visibleDays('week', '2026-12-09')).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(visibleDays('day', '2026-12-09')).toEqual(['2026-12-09']);
  });

  it('has the opening hours’ starts: 16 on a weekday, Saturday morning only, none on Sunday', () => {
    expect(openStarts('2026-12-07')).toHaveLength(16);
    expect(openStarts('2026-12-12')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(openStarts('2026-12-13')).toEqual([]);
  });

  it('gives a row to a start an appointment holds outside today’s hours', () => {
    expect(rowStarts(['2026-12-12'], ['08:00'])[0]).toBe('08:00');
    expect(rowStarts(visibleDays('week', '2026-12-07'))).toHaveLength(16);
  });

  it('steps a week at a time, or a day skipping Sunday', () => {
    expect(stepDay('week', '2026-12-09', 1)).toBe('2026-12-14');
    expect(stepDay('week', '2026-12-09', -1)).toBe('2026-11-30');
    expect(stepDay('day', '2026-12-12', 1)).toBe('2026-12-14');
    expect(stepDay('day', '2026-12-14', -1)).toBe('2026-12-12');
  });

  it('reads only a real day from the address', () => {
    expect(parseDay('2026-12-09', 'x')).toBe('2026-12-09');
    expect(parseDay('demain', '2026-12-01')).toBe('2026-12-01');
    expect(parseDay(null, '2026-12-01')).toBe('2026-12-01');
  });

  it('opens on the day on a phone and on the week elsewhere, unless the address says which', () => {
    expect(viewFromAddress(null, true)).toBe('day');
    expect(viewFromAddress(null, false)).toBe('week');
    expect(viewFromAddress('semaine', true)).toBe('week');
    expect(viewFromAddress('jour', false)).toBe('day');
    expect(viewFromAddress('mois', true)).toBe('day');
  });

  it('shows the Monday instead of a Sunday in the day view, and any day in the week view', () => {
    expect(shownDay('day', '2026-12-13')).toBe('2026-12-14');
    expect(shownDay('day', '2026-12-12')).toBe('2026-12-12');
    expect(shownDay('week', '2026-12-13')).toBe('2026-12-13');
  });
});
