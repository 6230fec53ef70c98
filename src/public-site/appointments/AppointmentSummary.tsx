import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import type { ManagedAppointment } from './manageQueries';
import { manageText } from '../i18n/fr/appointmentManage';

/** Service, date, time and status of the appointment a link opens. */
export function AppointmentSummary({ appointment }: { appointment: ManagedAppointment }) {
  return (
    <dl className="summary">
      <div>
        <dt>{manageText.service}</dt>
        <dd>{labelOf(appointmentServices, appointment.service)}</dd>
      </div>
      <div>
        <dt>{manageText.date}</dt>
        <dd data-testid="managed-date">{formatLongDay(appointment.date)}</dd>
      </div>
      <div>
        <dt>{manageText.time}</dt>
        <dd data-testid="managed-time">{formatTime(appointment.time)}</dd>
      </div>
      <div>
        <dt>{manageText.status}</dt>
        <dd>{labelOf(appointmentStatuses, appointment.status)}</dd>
      </div>
    </dl>
  );
}
