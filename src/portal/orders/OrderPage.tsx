import { useCallback, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { isOrderJustPlaced } from '../../shared/cart/orderPlaced';
import { orderStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import { OrderPayment } from '../../shared/orders/OrderPayment';
import { proFormaOfOrder } from '../../shared/proForma/proFormaData';
import { fetchDocumentSettings } from '../../shared/proForma/fetchDocumentSettings';
import { Alert } from '../../shared/ui/Alert';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import StatusBadge from '../components/StatusBadge';
import { fetchOwnOrder } from '../data/ownRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import OrderCancel from './OrderCancel';
import OrderDelivery from './OrderDelivery';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import OrderLinesTable from './OrderLinesTable';

const text = fr.orders;

/** /dashboard/orders/:number: one order with its lines, status, delivery and payment terms; cancel it while pending. */
export default function OrderPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const number = Number(useParams().number);
  const validNumber = Number.isSafeInteger(number) && number > 0;
  const placed = isOrderJustPlaced(useLocation().state);
  const load = useCallback(() => (validNumber ? fetchOwnOrder(userId, number) : Promise.resolve(null)), [userId, number, validNumber]);
  const { state, reload } = useOwnData(load);
  const order = state.status === 'ready' ? state.value : null;
  const [cancelled, setCancelled] = useState(false);
  const onCancelled = useCallback(() => {
    setCancelled(true);
    reload();
  }, [reload]);

  return (
    <>
      <p className="portal-back">
        <Link to={paths.dashboardOrders}>← {text.back}</Link>
      </p>
      <PageTitle focus={placed}>{validNumber ? text.number(number) : text.title}</PageTitle>
      {placed && !cancelled ? <Alert kind="success">{text.thanks}</Alert> : null}
      {cancelled ? <Alert kind="success">{text.cancelled}</Alert> : null}
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && !state.value ? <EmptyState message={text.notFound} actionLabel={text.back} actionTo={paths.dashboardOrders} /> : null}
      {state.status === 'ready' && state.value ? (
        <div className="portal-stack">
          <section className="portal-card" aria-labelledby="order-status-title">
            <header className="portal-card__header">
              <div>
                <h2 id="order-status-title" className="portal-card__title">
                  {text.status}
                </h2>
                <p className="portal-card__meta">{text.placedOn(formatShortDate(state.value.created_at))}</p>
              </div>
              <StatusBadge options={orderStatuses} value={state.value.status} />
            </header>
            <p>
              {state.value.status === 'cancelled' && state.value.cancelled_by_customer_at
                ? text.cancelledByYou(formatShortDate(state.value.cancelled_by_customer_at))
                : text.statusHint[state.value.status]}
            </p>
            {state.value.status === 'pending' ? <OrderCancel orderId={state.value.id} number={state.value.number} onCancelled={onCancelled} /> : null}
          </section>
          <section className="portal-card" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title" className="portal-card__title">
              {text.lines}
            </h2>
            <OrderLinesTable order={state.value} />
            {order && order.status !== 'cancelled' ? (
              <DocumentDownload
                filename={`facture-pro-forma-${order.number}.pdf`}
                data={async () => proFormaOfOrder({ ...order, items: order.order_items }, await fetchDocumentSettings(), user?.email)}
              />
            ) : null}
          </section>
          <OrderDelivery order={state.value} />
          <section className="portal-card" aria-labelledby="order-payment-title">
            <h2 id="order-payment-title" className="portal-card__title">
              {text.paymentTitle}
            </h2>
            <OrderPayment method={state.value.payment_method} />
          </section>
        </div>
      ) : null}
    </>
  );
}
