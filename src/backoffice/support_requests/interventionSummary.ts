import { appointmentStatuses, labelOf } from '../../shared/config/options';
import { interventionPlaces } from '../../shared/config/supportOptions';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import type { Tables } from '../../shared/supabase/database.types';

export type Intervention = Pick<Tables<'appointments'>, 'id' | 'date' | 'time' | 'status' | 'place' | 'place_address'>;

/** « mardi 12 janvier 2027 à 09h00 · Sur site, Ouaga 2000 · Confirmé ». */
export function interventionSummary(appointment: Intervention): string {
  const place = appointment.place ? [labelOf(interventionPlaces, appointment.place), appointment.place_address].filter(Boolean).join(', ') : null;
  return [`${formatLongDay(appointment.date)} à ${formatTime(appointment.time)}`, place, labelOf(appointmentStatuses, appointment.status)].filter(Boolean).join(' · ');
}
