import { useCallback, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { todayIso } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import { Alert } from '../../shared/ui/Alert';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import { isUpcoming } from '../dashboard/dashboardSummary';
import { fetchOwnAppointments } from '../data/ownRows';
import type { AppointmentRow } from '../data/rows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import AppointmentCard from './AppointmentCard';

const text = fr.appointments;

/** /dashboard/appointments: upcoming ones first (soonest first), then past and cancelled ones; cancel or move an upcoming one. */
export default function AppointmentsPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(() => fetchOwnAppointments(userId), [userId]);
  const { state, reload } = useOwnData(load);
  const [lastChange, setLastChange] = useState<'cancelled' | 'moved' | null>(null);

  const changed = useCallback(
    (change: 'cancelled' | 'moved') => {
      setLastChange(change);
      reload();
    },
    [reload],
  );

  const section = (title: string, appointments: AppointmentRow[]) =>
    appointments.length ? (
      <section className="portal-stack" aria-label={title}>
        <h2 className="portal-section-title">{title}</h2>
        {appointments.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} onChanged={changed} />
        ))}
      </section>
    ) : null;

  const today = todayIso();
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      {lastChange ? <Alert kind="success">{lastChange === 'moved' ? text.moved : text.cancelled}</Alert> : null}
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <EmptyState message={text.empty} actionLabel={text.book} actionTo={paths.appointment} /> : null}
      {state.status === 'ready' ? (
        <>
          {section(text.upcoming, state.value.filter((appointment) => isUpcoming(appointment, today)))}
          {section(
            text.past,
            state.value.filter((appointment) => !isUpcoming(appointment, today)).reverse(),
          )}
        </>
      ) : null}
    </>
  );
}
