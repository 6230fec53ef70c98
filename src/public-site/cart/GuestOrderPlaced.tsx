import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatFcfa } from '../../shared/format/money';
import { OrderPayment } from '../../shared/orders/OrderPayment';
import { paths } from '../../shared/paths';
import { cartText } from '../i18n/fr/cart';
import type { PlacedOrder } from './placeOrder';

const text = cartText.guestPlaced;

/**
 * The confirmation a guest sees once the order is stored (they have no order page in a portal):
 * its number, total and payment, where its mail went, and the way to an account that will show it.
 * The heading takes the focus, so a screen reader says the news at once.
 */
export function GuestOrderPlaced({ order }: { order: PlacedOrder }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card">
      <h2 ref={heading} tabIndex={-1}>
        {text.title(order.number)}
      </h2>
      <p role="status">{order.email ? text.mailSent(order.email) : null}</p>
      <p>{text.next}</p>
      <dl className="order-totals">
        <dt>{text.total}</dt>
        <dd>{formatFcfa(order.total)}</dd>
      </dl>
      <section aria-labelledby="guest-order-payment">
        <h3 id="guest-order-payment">{text.payment}</h3>
        <OrderPayment method={order.payment_method} />
      </section>
      <p>{text.account}</p>
      <div className="button-row">
        <Link className="button button--primary" to={paths.register}>
          {text.register}
        </Link>
        <Link className="button button--outline" to={paths.products}>
          {text.continueShopping}
        </Link>
      </div>
    </div>
  );
}
