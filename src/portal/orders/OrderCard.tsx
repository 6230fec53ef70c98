import { Link } from 'react-router';
import { orderStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import StatusBadge from '../components/StatusBadge';
import type { OrderRow } from '../data/rows';
import { fr } from '../i18n/fr';
import OrderLinesTable from './OrderLinesTable';

const text = fr.orders;

/** One order with its lines and totals as the database computed them; its title leads to the order's page. */
export default function OrderCard({ order }: { order: OrderRow }) {
  const titleId = `order-${order.id}`;
  return (
    <article className="portal-card" aria-labelledby={titleId}>
      <header className="portal-card__header">
        <div>
          <h2 id={titleId} className="portal-card__title">
            <Link to={paths.dashboardOrder(order.number)}>{text.number(order.number)}</Link>
          </h2>
          <p className="portal-card__meta">{text.placedOn(formatShortDate(order.created_at))}</p>
        </div>
        <StatusBadge options={orderStatuses} value={order.status} />
      </header>
      <OrderLinesTable order={order} />
      {order.delivery_address ? (
        <p className="portal-card__meta">
          {text.deliverTo} : {[order.delivery_name, order.delivery_address].filter(Boolean).join(', ')}
        </p>
      ) : null}
    </article>
  );
}
