import { SelectInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fetchAvailableSlotsWith } from '../../shared/booking/availableSlots';
import { useRemote } from '../../shared/data/useRemote';
import { formatTime } from '../../shared/format/dates';
import { supabase } from '../supabaseClient';
import type { Tables } from '../../shared/supabase/database.types';

const hourMinute = (time: string | null | undefined) => (time ? time.slice(0, 5) : time);

/**
 * The start of the slot: the free starts of the chosen day (rpc available_slots), plus the
 * appointment's own when the day is unchanged. The database still has the last word (slot trigger,
 * unique index): a slot taken meanwhile is refused with its French message.
 */
export function AppointmentTimeInput({ disabled }: { disabled?: boolean }) {
  const record = useRecordContext<Pick<Tables<'appointments'>, 'date' | 'time'>>();
  const translate = useTranslate();
  const date = useWatch({ name: 'date' }) as string | null | undefined;
  const day = date ? String(date).slice(0, 10) : '';
  const slots = useRemote(day, () => (day ? fetchAvailableSlotsWith(supabase, day) : Promise.resolve([])));
  const free = slots.status === 'ready' ? slots.value : [];
  const own = record && record.date === day ? [record.time.slice(0, 5)] : [];
  const choices = [...new Set([...own, ...free])].sort().map((time) => ({ id: time, name: formatTime(time) }));
  const helper =
    slots.status === 'failed' ? 'backoffice.appointment_edit.slots_failed' : day && slots.status === 'ready' && choices.length === 0 ? 'backoffice.appointment_move.no_slot' : 'backoffice.appointment_edit.time_help';
  return (
    <SelectInput
      source="time"
      choices={choices}
      format={hourMinute}
      validate={required()}
      disabled={disabled || !day}
      isPending={slots.status === 'loading' && Boolean(day)}
      helperText={translate(helper)}
    />
  );
}
