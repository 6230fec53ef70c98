import type { AppointmentStatus } from '../../shared/config/options';
import { slotStart } from '../../shared/calendar/slot';

export interface StatusAction {
  /** The translation key of the button. */
  label: string;
  to: AppointmentStatus;
  notice: string;
  /** Asked first, naming the appointment, with an optional reason: undoing it is not possible and the customer is told. */
  confirm?: boolean;
}

/** What the actions need of an appointment. */
export interface ActionableAppointment {
  status: string | undefined;
  date?: string;
  time?: string;
}

/** Whether the appointment's time has come (company time is UTC, see slotStart). */
const hasStarted = (appointment: ActionableAppointment, now: Date) =>
  Boolean(appointment.date && appointment.time) && slotStart({ date: appointment.date!, time: appointment.time! }) <= now;

/**
 * SPEC §4: Confirm and Cancel while pending, Complete once confirmed; nothing after. Complete only
 * once its time has come: the database refuses it before (20261126300200), so the button waits too.
 * A confirmed appointment can be cancelled until it starts (issue 32): the database allows it and
 * mails the customer the cancellation with the calendar's CANCEL and a link to book again.
 */
export function appointmentActions(appointment: ActionableAppointment, now: Date = new Date()): StatusAction[] {
  if (appointment.status === 'pending') {
    return [
      { label: 'backoffice.actions.confirm', to: 'confirmed', notice: 'backoffice.notifications.appointment_confirmed' },
      { label: 'backoffice.actions.cancel_appointment', to: 'cancelled', notice: 'backoffice.notifications.appointment_cancelled', confirm: true },
    ];
  }
  if (appointment.status === 'confirmed' && hasStarted(appointment, now)) {
    return [{ label: 'backoffice.actions.complete', to: 'completed', notice: 'backoffice.notifications.appointment_completed' }];
  }
  if (appointment.status === 'confirmed') {
    return [{ label: 'backoffice.actions.cancel_confirmed_appointment', to: 'cancelled', notice: 'backoffice.notifications.appointment_cancelled', confirm: true }];
  }
  return [];
}
