import { orderStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import StatusBadge from '../components/StatusBadge';
import type { OrderRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.orders;

/** One order with its lines and totals as the database computed them. */
export default function OrderCard({ order }: { order: OrderRow }) {
  const titleId = `order-${order.id}`;
  return (
    <article className="portal-card" aria-labelledby={titleId}>
      <header className="portal-card__header">
        <div>
          <h2 id={titleId} className="portal-card__title">
            {text.number(order.number)}
          </h2>
          <p className="portal-card__meta">{text.placedOn(formatShortDate(order.created_at))}</p>
        </div>
        <StatusBadge options={orderStatuses} value={order.status} />
      </header>
      <div className="table-scroll">
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{text.product}</th>
              <th scope="col">{text.unitPrice}</th>
              <th scope="col">{text.quantity}</th>
              <th scope="col">{text.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.order_items.map((item) => (
              <tr key={item.id}>
                <td>{item.product_name}</td>
                <td>{formatFcfa(item.unit_price)}</td>
                <td>{item.quantity}</td>
                <td>{formatFcfa(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <dt>{text.subtotal}</dt>
        <dd>{formatFcfa(order.subtotal)}</dd>
        <dt>{text.tax(order.tax_rate)}</dt>
        <dd>{formatFcfa(order.tax)}</dd>
        <dt>{text.shipping}</dt>
        <dd>{order.shipping > 0 ? formatFcfa(order.shipping) : text.free}</dd>
        <dt className="order-totals__total">{text.total}</dt>
        <dd className="order-totals__total">{formatFcfa(order.total)}</dd>
      </dl>
      {order.delivery_address ? (
        <p className="portal-card__meta">
          {text.deliverTo} : {[order.delivery_name, order.delivery_address].filter(Boolean).join(', ')}
        </p>
      ) : null}
    </article>
  );
}
