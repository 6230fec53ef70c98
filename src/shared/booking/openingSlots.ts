import type { OpeningPeriod } from '../config/company';

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const asTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The 30-minute starts of a day's opening periods, as the database's `available_slots` lists them
 * before it removes the booked ones (and the past ones: Ouagadougou is on UTC all year). Used where the
 * database cannot be asked (no network): the booking is checked when it is sent.
 */
export function openingSlots(day: string, periods: readonly OpeningPeriod[], now: Date = new Date()): string[] {
  const isoWeekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const today = now.toISOString().slice(0, 10);
  if (Number.isNaN(isoWeekday) || day < today) return [];
  const nowMinutes = day === today ? now.getUTCHours() * 60 + now.getUTCMinutes() : -1;
  const starts = new Set<number>();
  for (const period of periods.filter((candidate) => candidate.day === isoWeekday)) {
    for (let start = minutesOf(period.opens); start + 30 <= minutesOf(period.closes); start += 30) if (start > nowMinutes) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b).map(asTime);
}
