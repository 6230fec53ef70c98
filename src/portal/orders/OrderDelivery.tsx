import type { OrderDetailRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.orders;

/** Where and to whom the order is delivered, as the customer gave it. */
export default function OrderDelivery({ order }: { order: OrderDetailRow }) {
  return (
    <section className="portal-card" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className="portal-card__title">
        {text.delivery}
      </h2>
      <dl className="portal-details">
        <dt>{text.recipient}</dt>
        <dd>{order.delivery_name}</dd>
        <dt>{text.phone}</dt>
        <dd>{order.delivery_phone}</dd>
        <dt>{text.address}</dt>
        <dd className="portal-details__text">{order.delivery_address}</dd>
        {order.notes ? (
          <>
            <dt>{text.notes}</dt>
            <dd className="portal-details__text">{order.notes}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
