import { useState, type FormEvent } from 'react';
import { useSiteSettings } from '../config/SettingsContext';
import type { Refusal } from '../errors/databaseRefusal';
import { addDaysIso, todayIso } from '../format/dates';
import { useRemote } from '../data/useRemote';
import { Alert } from '../ui/Alert';
import { SubmitButton } from '../ui/SubmitButton';
import { useSubmit } from '../ui/useSubmit';
import { bookingText } from './bookingText';
import { DayCalendar } from './DayCalendar';
import { SlotPicker } from './SlotPicker';

interface MoveAppointmentFormProps {
  /** Moves the appointment; resolves to the refusal to show (under its field when it names one), or null when done. */
  onMove: (date: string, time: string) => Promise<Refusal | null>;
  onBack: () => void;
  /** The day's free starts (available_slots, read with the area's own client). */
  loadSlots: (day: string) => Promise<string[]>;
  /** The days of a range with a free slot (days_with_free_slots, the area's own client), for the calendar. */
  loadDaysWithFreeSlots: (firstDay: string, lastDay: string) => Promise<string[]>;
}

/** Another open slot, chosen as when booking (the same calendar, picker and available_slots); the database has the last word. */
export function MoveAppointmentForm({ onMove, onBack, loadSlots, loadDaysWithFreeSlots }: MoveAppointmentFormProps) {
  const settings = useSiteSettings();
  const today = todayIso();
  const lastDay = addDaysIso(today, settings.booking_horizon_days);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [error, setError] = useState<{ date?: string; time?: string }>({});
  const { busy, outcome: failure, setOutcome, run } = useSubmit();
  const bookable = date !== '' && date >= today && date <= lastDay;
  const slots = useRemote(`${date}#${slotsVersion}`, () => (bookable ? loadSlots(date) : Promise.resolve([])));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const missing = { date: date ? undefined : bookingText.chooseDate, time: time ? undefined : bookingText.chooseSlot };
    setError(missing);
    if (missing.date || missing.time) return;
    await run(async () => {
      const refused = await onMove(date, time);
      if (!refused) return;
      // The slot may have gone meanwhile: choose again among the free ones, read afresh.
      setTime('');
      setSlotsVersion((version) => version + 1);
      if (refused.field === 'date' || refused.field === 'time') setError({ [refused.field]: refused.message });
      else return { kind: 'error', message: refused.message };
    }, () => bookingText.moveFailed);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label={bookingText.moveTitle}>
      <h2>{bookingText.moveTitle}</h2>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <DayCalendar
        id="move-date"
        label={bookingText.newDate}
        value={date}
        rules={{ today, lastDay, weeklyHours: settings.weekly_hours, closedDays: settings.closed_days }}
        loadDaysWithFreeSlots={loadDaysWithFreeSlots}
        refreshKey={slotsVersion}
        error={error.date}
        onChoose={(day) => {
          setDate(day);
          setTime('');
        }}
      />
      <SlotPicker day={date} slots={slots} value={time} error={error.time} onChange={setTime} />
      <p className="field__hint">{bookingText.confirmedAgain}</p>
      <div className="button-row">
        <SubmitButton busy={busy}>{bookingText.moveSubmit}</SubmitButton>
        <button type="button" className="button button--outline" onClick={onBack} disabled={busy}>
          {bookingText.moveBack}
        </button>
      </div>
    </form>
  );
}
