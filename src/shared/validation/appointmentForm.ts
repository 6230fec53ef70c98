import { defaultSettings } from '../config/company';
import { closedDayReason } from '../config/openingHours';
import { canReceiveTexts, type NoticeChannel } from '../notices/noticeChannel';
import { compact, emailError, isBlank, messages, type FieldErrors } from './rules';

export interface AppointmentFormValues {
  service: string;
  fullName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  notes: string;
  /** « Me prévenir par SMS / WhatsApp »: '' (or absent) when not asked. */
  noticeChannel?: NoticeChannel | '';
}

export type AppointmentFormField = keyof AppointmentFormValues;

/** Why a day cannot be booked (closed weekday, holiday), from the settings; the database checks it too. */
export type ClosedDayCheck = (day: string) => string | undefined;

const closedByDefault: ClosedDayCheck = (day) => closedDayReason(day, defaultSettings.weekly_hours, defaultSettings.closed_days);

/** `today` and `lastDay` are `YYYY-MM-DD`; a day before today, after the last bookable day or a closed day cannot be booked. */
export function validateAppointmentForm(
  values: AppointmentFormValues,
  today: string,
  lastDay?: string,
  closedReason: ClosedDayCheck = closedByDefault,
): FieldErrors<AppointmentFormField> {
  return compact<AppointmentFormField>({
    service: isBlank(values.service) ? messages.serviceRequired : undefined,
    fullName: isBlank(values.fullName) ? messages.fullNameRequired : undefined,
    email: emailError(values.email),
    phone: values.noticeChannel && !canReceiveTexts(values.phone) ? messages.noticePhoneNeeded : undefined,
    date: dateError(values.date, today, lastDay, closedReason),
    time: isBlank(values.time) ? messages.timeRequired : undefined,
    notes: undefined,
    noticeChannel: undefined,
  });
}

function dateError(date: string, today: string, lastDay: string | undefined, closedReason: ClosedDayCheck): string | undefined {
  if (isBlank(date)) return messages.dateRequired;
  if (date < today) return messages.datePast;
  if (lastDay !== undefined && date > lastDay) return messages.dateTooFar;
  return closedReason(date);
}
