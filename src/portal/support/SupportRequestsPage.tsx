import { useCallback } from 'react';
import { Link } from 'react-router';
import { labelOf } from '../../shared/config/options';
import { supportStatuses, supportUrgencies } from '../../shared/config/supportOptions';
import { formatShortDate } from '../../shared/format/dates';
import { useAuth } from '../../shared/auth/AuthProvider';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import StatusBadge from '../components/StatusBadge';
import { useOwnData } from '../data/useOwnData';
import { supportFr } from '../i18n/supportFr';
import { fetchOwnSupportRequests } from './supportRows';

const text = supportFr.list;

/** /dashboard/support: the customer's support requests, newest first, and « Nouvelle demande ». */
export default function SupportRequestsPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(() => fetchOwnSupportRequests(userId), [userId]);
  const { state, reload } = useOwnData(load);
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <p className="portal-page__intro">{text.intro}</p>
      <p>
        <Link className="button button--primary button--small" to={paths.dashboardSupportNew}>
          {text.open}
        </Link>
      </p>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <EmptyState message={text.empty} /> : null}
      {state.status === 'ready' && state.value.length > 0 ? (
        <ul className="portal-stack support-list">
          {state.value.map((request) => (
            <li key={request.id} className="portal-card support-list__item">
              <Link to={paths.dashboardSupportRequest(request.number)} className="support-list__link">
                <span className="support-list__number">{request.number}</span>
                <span className="support-list__subject">{request.subject}</span>
              </Link>
              <p className="support-list__meta">
                <StatusBadge options={supportStatuses} value={request.status} /> {labelOf(supportUrgencies, request.urgency)} ·{' '}
                {text.opened(formatShortDate(request.created_at))}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
