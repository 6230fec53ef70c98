import { Link } from 'react-router';
import { appointmentStatuses } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import StatusBadge from '../components/StatusBadge';
import { supportFr } from '../i18n/supportFr';
import type { SupportInterventionRow } from './supportRows';

const text = supportFr.request;

/** The intervention staff booked for the request: when, where and its status; it is managed with the other appointments. */
export default function SupportIntervention({ appointment }: { appointment: SupportInterventionRow }) {
  const place = appointment.place === 'on_site' ? text.onSite(appointment.place_address) : appointment.place === 'shop' ? text.inShop : null;
  return (
    <section className="portal-card support-intervention" aria-labelledby="support-intervention-title">
      <h2 id="support-intervention-title">{text.intervention}</h2>
      <p>
        {text.interventionAt(formatLongDay(appointment.date), formatTime(appointment.time))} <StatusBadge options={appointmentStatuses} value={appointment.status} />
      </p>
      {place ? (
        <p className="support-intervention__place">
          {text.interventionPlace} : {place}
        </p>
      ) : null}
      <Link to={paths.dashboardAppointments}>{text.manageAppointments}</Link>
    </section>
  );
}
