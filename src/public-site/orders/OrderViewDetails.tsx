import type { ReactNode } from 'react';
import { orderStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { OrderPayment } from '../../shared/orders/OrderPayment';
import { orderViewText as text } from '../i18n/fr/orderView';
import { OrderProFormaDownload } from './OrderProFormaDownload';
import type { OrderView } from './orderViewQueries';

/** A guest's order: status, lines (stacked, so they fit a phone), totals and pro forma (unless cancelled), payment. */
export function OrderViewDetails({ order, token, payNow }: { order: OrderView; token: string; payNow?: ReactNode }) {
  const status = orderStatuses.find((option) => option.value === order.status)?.label ?? order.status;
  return (
    <>
      <section className="card" aria-labelledby="order-view-status">
        <h2 id="order-view-status">{text.status}</h2>
        <p>
          <strong>{status}</strong> — {text.placedOn(formatShortDate(order.created_at))}
        </p>
      </section>
      <section className="card" aria-labelledby="order-view-lines">
        <h2 id="order-view-lines">{text.lines}</h2>
        <ul className="order-view-lines">
          {order.items.map((item) => (
            <li key={`${item.product_name}-${item.unit_price}`}>
              <span>
                {item.product_name} × {item.quantity}
              </span>
              <span>{formatFcfa(item.line_total)}</span>
            </li>
          ))}
        </ul>
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
        {order.status !== 'cancelled' ? <OrderProFormaDownload token={token} number={order.number} /> : null}
      </section>
      <section className="card" aria-labelledby="order-view-payment">
        <h2 id="order-view-payment">{text.payment}</h2>
        <OrderPayment method={order.payment_method} />
      </section>
      {payNow}
    </>
  );
}
