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

/**
 * `09:00:00` → `09h00`: the one way a time is written on the site, the portal, the back-office and in the
 * e-mails (the database's private.format_time writes the same).
 */
export function formatTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${hours.padStart(2, '0')}h${minutes.slice(0, 2)}`;
}

const companyDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Ouagadougou' });
const companyClock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Ouagadougou' });

/** A timestamp → « 26 novembre 2026 à 18h28 », as the company's clock read it. */
export function formatDateTime(timestamp: string | Date): string {
  const moment = new Date(timestamp);
  return `${companyDay.format(moment)} à ${formatTime(companyClock.format(moment))}`;
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
