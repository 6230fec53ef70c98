import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { supportStatuses } from '../../shared/config/supportOptions';
import { formatLongDay } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import StatusBadge from '../components/StatusBadge';
import { useOwnData } from '../data/useOwnData';
import { supportFr } from '../i18n/supportFr';
import { fetchOwnEquipment } from '../support/supportRows';

const text = supportFr.equipment;

/** /dashboard/equipment: « Mon matériel », each item with its serial number, its warranty and its requests. */
export default function EquipmentPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(() => fetchOwnEquipment(userId), [userId]);
  const { state, reload } = useOwnData(load);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <p className="portal-page__intro">{text.intro}</p>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <EmptyState message={text.empty} /> : null}
      {state.status === 'ready' && state.value.length > 0 ? (
        <ul className="portal-stack equipment-list">
          {state.value.map((item) => (
            <li key={item.id} className="portal-card">
              <h2 className="equipment-list__name">{item.name}</h2>
              <dl className="support-request__facts">
                <div>
                  <dt>{text.serial}</dt>
                  <dd>{item.serial_number ?? text.noSerial}</dd>
                </div>
                <div>
                  <dt>{text.purchased}</dt>
                  <dd>{formatLongDay(item.purchased_on)}</dd>
                </div>
                <div>
                  <dt>Garantie</dt>
                  <dd>
                    {item.warranty_end === null
                      ? text.noWarranty
                      : item.warranty_end >= today
                        ? text.underWarranty(formatLongDay(item.warranty_end))
                        : text.warrantyOver(formatLongDay(item.warranty_end))}
                  </dd>
                </div>
              </dl>
              {item.support_requests.length > 0 ? (
                <>
                  <h3>{text.requests}</h3>
                  <ul>
                    {item.support_requests.map((request) => (
                      <li key={request.number}>
                        <Link to={paths.dashboardSupportRequest(request.number)}>
                          {request.number} · {request.subject}
                        </Link>{' '}
                        <StatusBadge options={supportStatuses} value={request.status} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <Link className="button button--outline button--small" to={`${paths.dashboardSupportNew}?equipment=${encodeURIComponent(item.id)}`}>
                {text.askHelp}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
