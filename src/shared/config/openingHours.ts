import { formatTime } from '../format/dates';
import type { ClosedDay, OpeningPeriod } from './company';

const dayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `08:00` → `08h00`: one time format on the site, in the back-office and in the e-mails (private.format_time). */
const formatHour = formatTime;

/** The periods of each ISO weekday (index 0 = Monday), in order. */
function periodsByDay(periods: readonly OpeningPeriod[]): OpeningPeriod[][] {
  return dayNames.map((_, index) =>
    periods.filter((period) => period.day === index + 1).sort((a, b) => a.opens.localeCompare(b.opens)),
  );
}

const sameHours = (a: OpeningPeriod[], b: OpeningPeriod[]) =>
  a.length === b.length && a.every((period, index) => period.opens === b[index].opens && period.closes === b[index].closes);

/** Consecutive days with the same hours, as [first, last, periods]. */
function dayRuns(periods: readonly OpeningPeriod[]): { first: number; last: number; periods: OpeningPeriod[] }[] {
  const runs: { first: number; last: number; periods: OpeningPeriod[] }[] = [];
  periodsByDay(periods).forEach((dayPeriods, index) => {
    const previous = runs.at(-1);
    if (previous && sameHours(previous.periods, dayPeriods)) previous.last = index;
    else runs.push({ first: index, last: index, periods: dayPeriods });
  });
  return runs;
}

/** Rows for the footer and the contact page: « Lundi - Vendredi » / « 08h00 - 12h00, 14h00 - 18h00 », « Dimanche » / « Fermé ». */
export function openingHoursRows(periods: readonly OpeningPeriod[]): { days: string; hours: string }[] {
  return dayRuns(periods).map(({ first, last, periods: dayPeriods }) => ({
    days: first === last ? capitalized(dayNames[first]) : `${capitalized(dayNames[first])} - ${capitalized(dayNames[last])}`,
    hours: dayPeriods.length ? dayPeriods.map((period) => `${formatHour(period.opens)} - ${formatHour(period.closes)}`).join(', ') : 'Fermé',
  }));
}

/** One sentence for running text: « du lundi au vendredi de 08h00 à 12h00 et de 14h00 à 18h00, le samedi de 09h00 à 12h00 ». */
export function openingHoursSentence(periods: readonly OpeningPeriod[]): string {
  const open = dayRuns(periods).filter((run) => run.periods.length);
  if (!open.length) return 'sur rendez-vous uniquement';
  return open
    .map(({ first, last, periods: dayPeriods }) => {
      const days = first === last ? `le ${dayNames[first]}` : `du ${dayNames[first]} au ${dayNames[last]}`;
      return `${days} ${dayPeriods.map((period) => `de ${formatHour(period.opens)} à ${formatHour(period.closes)}`).join(' et ')}`;
    })
    .join(', ');
}

/** Why no appointment can be taken on a day (`YYYY-MM-DD`), or undefined when the company opens that day. */
export function closedDayReason(day: string, periods: readonly OpeningPeriod[], closedDays: readonly ClosedDay[]): string | undefined {
  const closure = closedDays.find((closed) => closed.date === day);
  if (closure) return closure.label ? `Fermé ce jour-là (${closure.label})` : 'Fermé ce jour-là';
  const isoWeekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  if (Number.isNaN(isoWeekday)) return undefined;
  return periods.some((period) => period.day === isoWeekday) ? undefined : `Fermé le ${dayNames[isoWeekday - 1]}`;
}
