import { Link } from 'react-router';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import StatusBadge from '../components/StatusBadge';
import type { AppointmentRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.dashboard;

export default function UpcomingAppointments({ appointments }: { appointments: AppointmentRow[] }) {
  return (
    <section className="portal-panel" aria-labelledby="upcoming-appointments-title">
      <div className="portal-panel__header">
        <h2 id="upcoming-appointments-title">{text.upcomingAppointments}</h2>
        <Link to={paths.dashboardAppointments}>{text.seeAllAppointments}</Link>
      </div>
      {appointments.length === 0 ? (
        <EmptyState message={text.noAppointments} actionLabel={text.actions.appointment} actionTo={paths.appointment} />
      ) : (
        <ul className="portal-list">
          {appointments.slice(0, 5).map((appointment) => (
            <li key={appointment.id} className="portal-list__item">
              <div>
                <p className="portal-list__title">{labelOf(appointmentServices, appointment.service)}</p>
                <p className="portal-list__meta">{fr.appointments.at(formatLongDay(appointment.date), formatTime(appointment.time))}</p>
              </div>
              <StatusBadge options={appointmentStatuses} value={appointment.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
