import { formatFcfa } from '../../shared/format/money';
import type { OrderRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.orders;

/** An order's lines and totals as the database priced them; on a phone each line is stacked (portal.css). */
export default function OrderLinesTable({ order }: { order: OrderRow }) {
  return (
    <>
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
                <td data-label={text.unitPrice}>{formatFcfa(item.unit_price)}</td>
                <td data-label={text.quantity}>{item.quantity}</td>
                <td data-label={text.lineTotal}>{formatFcfa(item.line_total)}</td>
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
    </>
  );
}
