import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRemote } from '../data/useRemote';
import { addDaysIso, formatLongDay } from '../format/dates';
import { calendarText } from './calendarText';
import { addMonths, calendarDay, dayLabel, formatMonth, monthWeeks, type BookingRules } from './monthDays';

interface DayCalendarProps {
  id: string;
  label: string;
  value: string;
  /** Today, the last bookable day and the settings' hours; the free days come from `loadDaysWithFreeSlots`. */
  rules: Omit<BookingRules, 'daysWithFreeSlots'>;
  /** The days of a range that still have a free slot (one call per month shown); a failure (offline) greys no day. */
  loadDaysWithFreeSlots: (firstDay: string, lastDay: string) => Promise<string[]>;
  /** Changes when bookings may have changed (a slot taken meanwhile), to ask again. */
  refreshKey: number;
  error?: string;
  onChoose: (day: string) => void;
}

const weekdayShort = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
// 2026-11-23 is a Monday: the header's seven names, Monday first.
const weekdays = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 10, 23 + index)));

/** Arrow, Home/End and Page keys move the focused day as in the WAI-ARIA date picker grid. */
function movedDay(day: string, key: string): string | undefined {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDaysIso(day, -1),
    ArrowRight: () => addDaysIso(day, 1),
    ArrowUp: () => addDaysIso(day, -7),
    ArrowDown: () => addDaysIso(day, 7),
    Home: () => addDaysIso(day, -weekday),
    End: () => addDaysIso(day, 6 - weekday),
    PageUp: () => `${addMonths(day.slice(0, 7), -1)}-01`,
    PageDown: () => `${addMonths(day.slice(0, 7), 1)}-01`,
  };
  return moves[key]?.();
}

/**
 * A month of days to choose the appointment's day (WAI-ARIA grid: one day in the tab order, arrows
 * move it, Enter or a click chooses it). Days that cannot be booked stay focusable so a keyboard
 * or screen-reader user hears why (« Fermé le dimanche », « Complet »), as a click shows it too.
 */
export function DayCalendar({ id, label, value, rules: settingsRules, loadDaysWithFreeSlots, refreshKey, error, onChoose }: DayCalendarProps) {
  const firstMonth = settingsRules.today.slice(0, 7);
  const lastMonth = settingsRules.lastDay.slice(0, 7);
  const [focused, setFocused] = useState(value || settingsRules.today);
  const [notice, setNotice] = useState('');
  // A day set from outside (a request brought back from the device) shows its month.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value) setFocused(value);
  }
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const month = focused.slice(0, 7);
  const freeDays = useRemote(`${month}#${refreshKey}`, () => loadDaysWithFreeSlots(`${month}-01`, `${addMonths(month, 1)}-01`));
  const rules: BookingRules = { ...settingsRules, daysWithFreeSlots: freeDays.status === 'ready' ? new Set(freeDays.value) : undefined };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const clampToShownMonths = (day: string) => (day < `${firstMonth}-01` ? `${firstMonth}-01` : day.slice(0, 7) > lastMonth ? `${lastMonth}-01` : day);

  function choose(day: string) {
    setFocused(day);
    const state = calendarDay(day, rules);
    if (state.state !== 'open') {
      setNotice(calendarText.unavailable(formatLongDay(day), state.reason));
      return;
    }
    setNotice('');
    onChoose(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = movedDay(focused, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(clampToShownMonths(next));
  }

  const showMonth = (step: number) => {
    const shown = addMonths(month, step);
    setFocused(value.startsWith(shown) ? value : clampToShownMonths(`${shown}-01`));
  };
  const titleId = `${id}-month`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={error ? 'field field--error calendar' : 'field calendar'} id={id}>
      <legend>
        {label}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="calendar__head">
        <button type="button" className="calendar__step" onClick={() => showMonth(-1)} disabled={month <= firstMonth}>
          <span aria-hidden="true">‹</span>
          <span className="calendar__step-text">{calendarText.previousMonth}</span>
        </button>
        <p className="calendar__month" id={titleId} aria-live="polite">
          {formatMonth(month)}
        </p>
        <button type="button" className="calendar__step" onClick={() => showMonth(1)} disabled={month >= lastMonth}>
          <span className="calendar__step-text">{calendarText.nextMonth}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="calendar__grid" role="grid" aria-labelledby={titleId} aria-describedby={describedBy} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.toISOString()} scope="col" abbr={weekdayLong.format(weekday)}>
                {weekdayShort.format(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                // The role is written out: some tools map a <td> to « cell » whatever its table's role.
                if (!day) return <td key={`empty-${index}`} role="gridcell" />;
                const state = calendarDay(day, rules);
                const chosen = day === value;
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    className={`calendar__day calendar__day--${state.state}${chosen ? ' calendar__day--chosen' : ''}${day === rules.today ? ' calendar__day--today' : ''}`}
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={chosen}
                    aria-disabled={state.state !== 'open' || undefined}
                    aria-invalid={(Boolean(error) && day === focused) || undefined}
                    aria-label={dayLabel(state)}
                    onClick={() => choose(day)}
                    // A cell focused by a click or a screen reader's own cursor is the one Enter chooses.
                    onFocus={() => setFocused(day)}
                  >
                    {Number(day.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__notice" role="status">
        {notice || (value ? calendarText.chosen(formatLongDay(value)) : '')}
      </p>
      <p className="field__hint" id={`${id}-hint`}>
        {calendarText.hint}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
