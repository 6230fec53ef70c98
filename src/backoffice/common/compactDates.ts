const compactDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const compactDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Ouagadougou' });

/** `2026-12-07` → « lun. 7 déc. 2026 »: a calendar day in a list's narrow column or compact row. */
export function formatCompactDay(isoDay: string): string {
  return compactDay.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** A timestamp or a day → « 7 déc. 2026 », in the company's time zone. */
export function formatCompactDate(value: string): string {
  return compactDate.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}
