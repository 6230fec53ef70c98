import { isSunday } from '../format/dates';
import { compact, emailError, isBlank, messages, type FieldErrors } from './rules';

export interface AppointmentFormValues {
  service: string;
  fullName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  notes: string;
}

export type AppointmentFormField = keyof AppointmentFormValues;

/** `today` and `lastDay` are `YYYY-MM-DD`; a day before today, after the last bookable day or a Sunday cannot be booked. */
export function validateAppointmentForm(values: AppointmentFormValues, today: string, lastDay?: string): FieldErrors<AppointmentFormField> {
  return compact<AppointmentFormField>({
    service: isBlank(values.service) ? messages.serviceRequired : undefined,
    fullName: isBlank(values.fullName) ? messages.fullNameRequired : undefined,
    email: emailError(values.email),
    phone: undefined,
    date: dateError(values.date, today, lastDay),
    time: isBlank(values.time) ? messages.timeRequired : undefined,
    notes: undefined,
  });
}

function dateError(date: string, today: string, lastDay: string | undefined): string | undefined {
  if (isBlank(date)) return messages.dateRequired;
  if (date < today) return messages.datePast;
  if (lastDay !== undefined && date > lastDay) return messages.dateTooFar;
  if (isSunday(date)) return messages.sundayClosed;
  return undefined;
}
