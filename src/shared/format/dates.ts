const longDate = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-23` → « lundi 23 novembre 2026 » (a calendar day, read without time zone shifts). */
export function formatLongDay(isoDay: string): string {
  return longDate.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** A timestamp → « 23 novembre 2026 ». */
export function formatShortDate(timestamp: string): string {
  return shortDate.format(new Date(timestamp));
}

/** `14:30:00` → `14h30`. */
export function formatTime(time: string): string {
  return time.slice(0, 5).replace(':', 'h');
}

/** Today as `YYYY-MM-DD` in the visitor's own calendar (the `min` of a date field). */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The `YYYY-MM-DD` day `days` after `isoDay`. */
export function addDaysIso(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
