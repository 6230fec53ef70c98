import { describe, expect, it } from 'vitest';
import { formatReminderDays, parseReminderDays, reminderDaysError } from './reminderDays';

describe('the reminder days field', () => {
  it('reads « -3, 1, 7, 15 » as the list the settings hold, and writes it back', () => {
    expect(parseReminderDays('-3, 1, 7, 15')).toEqual([-3, 1, 7, 15]);
    expect(parseReminderDays('-3;1  7')).toEqual([-3, 1, 7]);
    expect(formatReminderDays([-3, 1, 7, 15])).toBe('-3, 1, 7, 15');
  });

  it('refuses what the database refuses, with a message saying why', () => {
    expect(reminderDaysError(parseReminderDays('-3, 1, 7, 15'))).toBeUndefined();
    expect(reminderDaysError(parseReminderDays('1, deux'))).toBe('backoffice.settings.reminder_days_not_numbers');
    expect(reminderDaysError(parseReminderDays('1.5'))).toBe('backoffice.settings.reminder_days_not_numbers');
    expect(reminderDaysError([-31, 1])).toBe('backoffice.settings.reminder_days_range');
    expect(reminderDaysError([1, 121])).toBe('backoffice.settings.reminder_days_range');
    expect(reminderDaysError([7, 1])).toBe('backoffice.settings.reminder_days_order');
    expect(reminderDaysError([1, 1])).toBe('backoffice.settings.reminder_days_order');
    expect(reminderDaysError(Array.from({ length: 11 }, (_, day) => day))).toBe('backoffice.settings.reminder_days_too_many');
  });
});
