import type { ClosedDay, OpeningPeriod } from '../config/company';
import { closedDayReason } from '../config/openingHours';
import { addDaysIso, formatLongDay } from '../format/dates';

/** What a day of the booking calendar is: only `open` days can be chosen. */
type DayState = 'open' | 'full' | 'closed' | 'past' | 'beyond';

export interface CalendarDay {
  iso: string;
  state: DayState;
  /** Why it cannot be chosen, in French (« Fermé le dimanche », « Cette date est passée »…); '' when open. */
  reason: string;
}

export interface BookingRules {
  today: string;
  lastDay: string;
  weeklyHours: readonly OpeningPeriod[];
  closedDays: readonly ClosedDay[];
  /** The days that still have a free slot (days_with_free_slots); undefined while unknown (loading, offline). */
  daysWithFreeSlots?: ReadonlySet<string>;
}

const monthTitle = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11` → « novembre 2026 ». */
export const formatMonth = (month: string) => monthTitle.format(new Date(`${month}-01T00:00:00Z`));

/** `2026-11` → `2026-12` (`step` months later, negative for earlier). */
export function addMonths(month: string, step: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, monthNumber - 1 + step, 1));
  return first.toISOString().slice(0, 7);
}

/** The weeks (Monday first) covering a month, `null` for the cells outside it. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const leading = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = first; day.startsWith(month); day = addDaysIso(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A day's state from the settings and, once known, the days the database says still have a slot. */
export function calendarDay(iso: string, rules: BookingRules): CalendarDay {
  if (iso < rules.today) return { iso, state: 'past', reason: 'Cette date est passée' };
  if (iso > rules.lastDay) return { iso, state: 'beyond', reason: `Réservation possible jusqu’au ${formatLongDay(rules.lastDay)}` };
  const closed = closedDayReason(iso, rules.weeklyHours, rules.closedDays);
  if (closed) return { iso, state: 'closed', reason: closed };
  if (rules.daysWithFreeSlots && !rules.daysWithFreeSlots.has(iso)) return { iso, state: 'full', reason: 'Complet' };
  return { iso, state: 'open', reason: '' };
}

/** What a screen reader says of a day: « jeudi 3 décembre 2026, complet ». */
export function dayLabel(day: CalendarDay): string {
  const suffix = day.state === 'open' ? 'créneaux disponibles' : day.reason.charAt(0).toLowerCase() + day.reason.slice(1);
  return `${formatLongDay(day.iso)}, ${suffix}`;
}
