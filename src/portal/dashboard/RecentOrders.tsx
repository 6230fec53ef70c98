import { Link } from 'react-router';
import { orderStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import StatusBadge from '../components/StatusBadge';
import type { OrderRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.dashboard;

export default function RecentOrders({ orders }: { orders: OrderRow[] }) {
  return (
    <section className="portal-panel" aria-labelledby="recent-orders-title">
      <div className="portal-panel__header">
        <h2 id="recent-orders-title">{text.recentOrders}</h2>
        <Link to={paths.dashboardOrders}>{text.seeAllOrders}</Link>
      </div>
      {orders.length === 0 ? (
        <EmptyState message={text.noOrders} actionLabel={text.actions.products} actionTo={paths.products} />
      ) : (
        <ul className="portal-list">
          {orders.map((order) => (
            <li key={order.id} className="portal-list__item">
              <div>
                <p className="portal-list__title">
                  <Link to={paths.dashboardOrder(order.number)}>{fr.orders.number(order.number)}</Link>
                </p>
                <p className="portal-list__meta">
                  {formatShortDate(order.created_at)} · {fr.orders.itemCount(order.order_items.reduce((sum, item) => sum + item.quantity, 0))}
                </p>
              </div>
              <div className="portal-list__end">
                <StatusBadge options={orderStatuses} value={order.status} />
                <span className="portal-list__amount">{fr.orders.amountTtc(formatFcfa(order.total))}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
