import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import { fetchOwnOrders } from '../data/ownRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import OrderCard from './OrderCard';

/** /dashboard/orders: every order of the customer with its lines and status. */
export default function OrdersPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(() => fetchOwnOrders(userId), [userId]);
  const { state, reload } = useOwnData(load);
  return (
    <>
      <PageTitle>{fr.orders.title}</PageTitle>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <EmptyState message={fr.orders.empty} actionLabel={fr.orders.browse} actionTo={paths.products} /> : null}
      {state.status === 'ready' ? (
        <div className="portal-stack">
          {state.value.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      ) : null}
    </>
  );
}
