import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { fetchOwnAppointments, fetchOwnOrders, fetchOwnQuotes } from '../data/ownRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import { recentUpdates, type RecentUpdate } from './recentUpdates';

/** The list under the bell, read each time it opens so it is never stale. */
export default function NotificationsPanel({ id }: { id: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(async (): Promise<RecentUpdate[]> => {
    const [orders, appointments, quotes] = await Promise.all([fetchOwnOrders(userId), fetchOwnAppointments(userId), fetchOwnQuotes(userId)]);
    return recentUpdates(orders, appointments, quotes);
  }, [userId]);
  const { state } = useOwnData(load);
  return (
    <section id={id} className="notifications__panel" aria-label={fr.notifications.title}>
      <h2 className="notifications__title">{fr.notifications.title}</h2>
      {state.status === 'loading' ? <p role="status">{fr.notifications.loading}</p> : null}
      {state.status === 'failed' ? <p role="alert">{fr.notifications.failed}</p> : null}
      {state.status === 'ready' && state.value.length === 0 ? <p>{fr.notifications.empty}</p> : null}
      {state.status === 'ready' && state.value.length > 0 ? (
        <ul className="notifications__list">
          {state.value.map((update) => (
            <li key={update.key}>{update.text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
