import { closedDayReason } from '../config/openingHours';
import { useSiteSettings } from '../config/SettingsContext';
import { formatTime, todayIso } from '../format/dates';
import type { Remote } from '../data/useRemote';

interface SlotPickerProps {
  day: string;
  slots: Remote<string[]>;
  value: string;
  error?: string;
  onChange: (time: string) => void;
}

/** The free 30-minute slots of the chosen day as radio buttons; nothing else can be picked. */
export function SlotPicker({ day, slots, value, error, onChange }: SlotPickerProps) {
  const errorId = 'appointment-time-error';
  return (
    <fieldset className={error ? 'field field--error slots' : 'field slots'} aria-describedby={error ? errorId : undefined}>
      <legend>
        Heure<span aria-hidden="true"> *</span>
      </legend>
      <SlotChoices day={day} slots={slots} value={value} onChange={onChange} invalid={Boolean(error)} />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function SlotChoices({ day, slots, value, onChange, invalid }: Omit<SlotPickerProps, 'error'> & { invalid: boolean }) {
  const { weekly_hours: weeklyHours, closed_days: closedDays } = useSiteSettings();
  if (!day) return <p className="field__hint">Choisissez d’abord une date.</p>;
  if (day < todayIso()) return <p className="slots__closed">Cette date est passée. Choisissez un autre jour.</p>;
  const closed = closedDayReason(day, weeklyHours, closedDays);
  if (closed) return <p className="slots__closed">{closed}</p>;
  if (slots.status === 'loading') return <p className="field__hint" role="status">Chargement des créneaux…</p>;
  if (slots.status === 'failed') return <p className="field__error" role="alert">Impossible de charger les créneaux disponibles. Veuillez réessayer.</p>;
  if (slots.value.length === 0) return <p className="slots__closed">Aucun créneau disponible ce jour-là. Choisissez une autre date.</p>;
  return (
    <div className="slots__grid" role="radiogroup" aria-label="Créneaux disponibles" aria-invalid={invalid || undefined}>
      {slots.value.map((time) => (
        <label key={time} className={time === value ? 'slot slot--selected' : 'slot'}>
          <input type="radio" name="time" value={time} checked={time === value} onChange={() => onChange(time)} aria-invalid={invalid || undefined} />
          {formatTime(time)}
        </label>
      ))}
    </div>
  );
}
