/**
 * The reminder days as staff type them (« -3, 1, 7, 15 ») and as site_settings.reminder_days holds them. The
 * database checks the same rule (private.valid_reminder_days, decision 069); this says it before saving.
 */
export const reminderDayBounds = { min: -30, max: 120, count: 10 } as const;

/** The days written back for the field: « -3, 1, 7, 15 ». */
export const formatReminderDays = (days: unknown) => (Array.isArray(days) ? days.join(', ') : typeof days === 'string' ? days : '');

/** The typed text as a list of whole numbers, or the text itself when one is not a whole number (the check says so). */
export function parseReminderDays(typed: string): number[] | string {
  const parts = typed.split(/[,;\s]+/).filter((part) => part !== '');
  return parts.every((part) => /^[+-]?\d+$/.test(part)) ? parts.map(Number) : typed;
}

/** The message key of what is wrong with the days, or undefined when they may be saved. */
export function reminderDaysError(days: unknown): string | undefined {
  if (!Array.isArray(days)) return 'backoffice.settings.reminder_days_not_numbers';
  if (days.length > reminderDayBounds.count) return 'backoffice.settings.reminder_days_too_many';
  if (days.some((day) => day < reminderDayBounds.min || day > reminderDayBounds.max)) return 'backoffice.settings.reminder_days_range';
  if (days.some((day, index) => index > 0 && day <= days[index - 1])) return 'backoffice.settings.reminder_days_order';
  return undefined;
}
