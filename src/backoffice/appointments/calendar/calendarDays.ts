import { addDaysIso } from '../../../shared/format/dates';

/** What the calendar shows: one day, or the working week (Monday to Saturday: closed on Sunday). */
export type CalendarView = 'day' | 'week';

/** The 30-minute starts of opening hours (20261122000200): weekdays 08:00-11:30 and 14:00-17:30, Saturday 09:00-11:30. */
const weekdayStarts = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
const saturdayStarts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];

const isoWeekday = (isoDay: string) => ((new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The open starts of a day, `HH:MM` (none on Sunday). */
export function openStarts(isoDay: string): string[] {
  const weekday = isoWeekday(isoDay);
  if (weekday === 7) return [];
  return weekday === 6 ? saturdayStarts : weekdayStarts;
}

/**
 * The view the address asks for (`?vue=jour` or `?vue=semaine`); without one, a phone opens on the day:
 * six columns of a week do not fit 390 px, one day does.
 */
export function viewFromAddress(value: string | null, compact: boolean): CalendarView {
  if (value === 'jour') return 'day';
  if (value === 'semaine') return 'week';
  return compact ? 'day' : 'week';
}

/** The day a view shows: the day view skips Sunday (closed) to the Monday after, as « Jour suivant » does. */
export function shownDay(view: CalendarView, isoDay: string): string {
  return view === 'day' && isoWeekday(isoDay) === 7 ? addDaysIso(isoDay, 1) : isoDay;
}

/** The Monday of the day's week. */
export function mondayOf(isoDay: string): string {
  return addDaysIso(isoDay, 1 - isoWeekday(isoDay));
}

/** The days a view shows around `isoDay`. */
export function visibleDays(view: CalendarView, isoDay: string): string[] {
  if (view === 'day') return [isoDay];
  const monday = mondayOf(isoDay);
  return [0, 1, 2, 3, 4, 5].map((offset) => addDaysIso(monday, offset));
}

/** The rows of the grid: every start open on at least one of the days, plus any start an appointment holds. */
export function rowStarts(days: string[], heldStarts: string[] = []): string[] {
  return [...new Set([...days.flatMap(openStarts), ...heldStarts])].sort();
}

/** The day `Précédent` or `Suivant` leads to. */
export function stepDay(view: CalendarView, isoDay: string, direction: 1 | -1): string {
  if (view === 'week') return addDaysIso(mondayOf(isoDay), 7 * direction);
  let next = addDaysIso(isoDay, direction);
  if (isoWeekday(next) === 7) next = addDaysIso(next, direction);
  return next;
}

/** A valid `YYYY-MM-DD` from the address, else the fallback. */
export function parseDay(value: string | null, fallback: string): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : fallback;
}
