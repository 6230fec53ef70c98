import type { AppointmentStatus } from '../../shared/config/options';

export interface StatusAction {
  /** The translation key of the button. */
  label: string;
  to: AppointmentStatus;
  notice: string;
}

/** SPEC §4: Confirm and Cancel only while pending, Complete once confirmed; nothing after. */
export function appointmentActions(status: string | undefined): StatusAction[] {
  if (status === 'pending') {
    return [
      { label: 'backoffice.actions.confirm', to: 'confirmed', notice: 'backoffice.notifications.appointment_confirmed' },
      { label: 'backoffice.actions.cancel_appointment', to: 'cancelled', notice: 'backoffice.notifications.appointment_cancelled' },
    ];
  }
  if (status === 'confirmed') {
    return [{ label: 'backoffice.actions.complete', to: 'completed', notice: 'backoffice.notifications.appointment_completed' }];
  }
  return [];
}
