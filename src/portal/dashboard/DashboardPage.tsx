import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { todayIso } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import { fetchOwnPaidAmounts } from '../data/invoiceRows';
import { fetchOwnAppointments, fetchOwnOrders, fetchOwnQuotes } from '../data/ownRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import { summarize } from './dashboardSummary';
import QuickActions from './QuickActions';
import RecentOrders from './RecentOrders';
import StatCard from './StatCard';
import UpcomingAppointments from './UpcomingAppointments';
import AskNameCard from './AskNameCard';

const text = fr.dashboard;

/** /dashboard: welcome, quick actions, four figures, recent orders, upcoming appointments. */
export default function DashboardPage() {
  const { user, profile } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(async () => {
    const [orders, appointments, quotes, payments] = await Promise.all([
      fetchOwnOrders(userId),
      fetchOwnAppointments(userId),
      fetchOwnQuotes(userId),
      fetchOwnPaidAmounts(userId),
    ]);
    return summarize(orders, appointments, quotes, todayIso(), payments);
  }, [userId]);
  const { state, reload } = useOwnData(load);
  const firstName = profile?.full_name?.trim().split(/\s+/)[0];

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <p className="portal-page__intro">
        <strong>{firstName ? text.welcome(firstName) : text.welcomeAnonymous}</strong> {text.intro}
      </p>
      <AskNameCard />
      {/* Above the figures, which arrive later: what is below them is only the footer, out of sight. */}
      <QuickActions />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          {state.value.isNewCustomer ? <p className="portal-notice">{text.newCustomer}</p> : null}
          <div className="stat-grid">
            <StatCard icon="cart" label={text.stats.orders} value={String(state.value.orderCount)} />
            <StatCard icon="clock" label={text.stats.upcomingAppointments} value={String(state.value.upcomingAppointments.length)} />
            <StatCard icon="consulting" label={text.stats.openQuotes} value={String(state.value.openQuoteCount)} />
            <StatCard icon="data" label={text.stats.totalSpent} value={formatFcfa(state.value.totalSpent)} hint={text.stats.totalSpentHint} />
          </div>
          <div className="portal-columns">
            <RecentOrders orders={state.value.recentOrders} />
            <UpcomingAppointments appointments={state.value.upcomingAppointments} />
          </div>
        </>
      ) : null}
    </>
  );
}
