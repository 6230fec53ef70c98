import { useState, type FormEvent } from 'react';
import { useSiteSettings } from '../config/SettingsContext';
import { addDaysIso, todayIso } from '../format/dates';
import { useRemote } from '../data/useRemote';
import { Alert } from '../ui/Alert';
import { FormField } from '../ui/FormField';
import { SubmitButton } from '../ui/SubmitButton';
import { bookingText } from './bookingText';
import { SlotPicker } from './SlotPicker';

interface MoveAppointmentFormProps {
  /** Moves the appointment; resolves to an error message to show, or null when done. */
  onMove: (date: string, time: string) => Promise<string | null>;
  onBack: () => void;
  /** The day's free starts (available_slots, read with the area's own client). */
  loadSlots: (day: string) => Promise<string[]>;
}

/** Another open slot, chosen as when booking (the same picker and available_slots); the database has the last word. */
export function MoveAppointmentForm({ onMove, onBack, loadSlots }: MoveAppointmentFormProps) {
  const today = todayIso();
  const lastDay = addDaysIso(today, useSiteSettings().booking_horizon_days);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [error, setError] = useState<{ date?: string; time?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bookable = date !== '' && date >= today && date <= lastDay;
  const slots = useRemote(`${date}#${slotsVersion}`, () => (bookable ? loadSlots(date) : Promise.resolve([])));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = { date: date ? undefined : bookingText.chooseDate, time: time ? undefined : bookingText.chooseSlot };
    setError(missing);
    if (missing.date || missing.time) return;
    setBusy(true);
    const refused = await onMove(date, time);
    setBusy(false);
    if (refused) {
      setFailure(refused);
      setTime('');
      setSlotsVersion((version) => version + 1);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label={bookingText.moveTitle}>
      <h2>{bookingText.moveTitle}</h2>
      {failure ? <Alert>{failure}</Alert> : null}
      <FormField id="move-date" label={bookingText.newDate} required error={error.date}>
        <input
          id="move-date"
          name="date"
          type="date"
          min={today}
          max={lastDay}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
          aria-invalid={Boolean(error.date)}
          aria-required="true"
        />
      </FormField>
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
