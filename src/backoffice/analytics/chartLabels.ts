const weekLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** `2026-11-16` → « 16 nov. » (the Monday starting the week). */
export function formatWeek(isoDay: string): string {
  return weekLabel.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** `2026-11-01` → « nov. 26 ». */
export function formatMonth(isoDay: string): string {
  return monthLabel.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** 0.667 → « 66,7 % »; null (nothing answered yet) stays null. */
export function formatRate(rate: number | string | null | undefined): string | null {
  if (rate === null || rate === undefined || rate === '') return null;
  return new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(Number(rate));
}
