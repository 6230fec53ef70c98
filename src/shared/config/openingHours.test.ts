import { describe, expect, it } from 'vitest';
import { defaultSettings } from './company';
import { closedDayReason, openingHoursRows, openingHoursSentence } from './openingHours';

const hours = defaultSettings.weekly_hours;

describe('opening hours texts from the settings', () => {
  it('groups days with the same hours and says which are closed', () => {
    expect(openingHoursRows(hours)).toEqual([
      { days: 'Lundi - Vendredi', hours: '08h00 - 12h00, 14h00 - 18h00' },
      { days: 'Samedi', hours: '09h00 - 12h00' },
      { days: 'Dimanche', hours: 'Fermé' },
    ]);
    expect(openingHoursSentence(hours)).toBe('du lundi au vendredi de 08h00 à 12h00 et de 14h00 à 18h00, le samedi de 09h00 à 12h00');
  });

  it('follows a change: Saturday closed, Monday shorter', () => {
    const changed = hours.filter((period) => period.day !== 6 && period.day !== 1).concat({ day: 1, opens: '08:30', closes: '12:00' });
    expect(openingHoursRows(changed)).toEqual([
      { days: 'Lundi', hours: '08h30 - 12h00' },
      { days: 'Mardi - Vendredi', hours: '08h00 - 12h00, 14h00 - 18h00' },
      { days: 'Samedi - Dimanche', hours: 'Fermé' },
    ]);
    expect(closedDayReason('2026-12-05', changed, [])).toBe('Fermé le samedi');
  });

  it('tells a closed day from an open one', () => {
    const closed = [{ date: '2026-12-25', label: 'Noël' }];
    expect(closedDayReason('2026-12-25', hours, closed)).toBe('Fermé ce jour-là (Noël)');
    expect(closedDayReason('2026-11-29', hours, closed)).toBe('Fermé le dimanche');
    expect(closedDayReason('2026-12-24', hours, closed)).toBeUndefined();
  });
});
