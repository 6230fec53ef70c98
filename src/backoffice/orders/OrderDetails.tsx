import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { isPaymentMethod, paymentMethodLabel } from '../../shared/orders/paymentMethods';
import { ContactLink } from '../common/ContactLink';
import { DateTimeField } from '../common/DateTimeField';
import { Detail, DetailList } from '../common/DetailList';
import { customerEmailOf, type OrderWithCustomer } from './orderDocuments';

interface OrderAmounts {
  subtotal: number;
  tax: number;
  tax_rate: number;
  shipping: number;
  total: number;
  payment_method: string;
  notes: string | null;
}

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/** Who ordered and how to reach them: the e-mail writes to them, the phone calls them. */
export function OrderCustomer() {
  const order = useRecordContext<OrderWithCustomer>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <section>
      <Section title="backoffice.orders.customer" />
      <DetailList>
        <Detail source="profile_id">{order.profiles?.full_name || translate('backoffice.orders.guest')}</Detail>
        <Detail label="backoffice.orders.email">
          <ContactLink kind="email" value={customerEmailOf(order)} />
        </Detail>
        <Detail label="backoffice.orders.phone">
          <ContactLink kind="phone" value={order.profiles?.phone || order.delivery_phone} />
        </Detail>
        <Detail source="created_at">
          <DateTimeField source="created_at" />
        </Detail>
      </DetailList>
    </section>
  );
}

/** Where it goes: the name, the phone to call on the way, the address and the customer's notes. */
export function OrderDelivery() {
  const order = useRecordContext<OrderWithCustomer & OrderAmounts>();
  if (!order) return null;
  return (
    <section>
      <Section title="backoffice.orders.delivery" />
      <DetailList>
        <Detail source="delivery_name">{order.delivery_name || '—'}</Detail>
        <Detail source="delivery_phone">
          <ContactLink kind="phone" value={order.delivery_phone} />
        </Detail>
        <Detail source="delivery_address" wide>
          {order.delivery_address || '—'}
        </Detail>
        <Detail source="notes" wide>
          {order.notes || '—'}
        </Detail>
      </DetailList>
    </section>
  );
}

/** The amounts as the database priced them, and how the customer pays. */
export function OrderAmounts() {
  const order = useRecordContext<OrderAmounts>();
  if (!order) return null;
  return (
    <DetailList columns={3}>
      <Detail source="subtotal">{formatFcfa(order.subtotal)}</Detail>
      <Detail source="tax">{`${formatFcfa(order.tax)} (${String(order.tax_rate).replace('.', ',')} %)`}</Detail>
      <Detail source="shipping">{formatFcfa(order.shipping)}</Detail>
      <Detail source="total">
        <strong>{formatFcfa(order.total)}</strong>
      </Detail>
      <Detail source="payment_method">{paymentMethodLabel(isPaymentMethod(order.payment_method) ? order.payment_method : 'on_delivery')}</Detail>
    </DetailList>
  );
}
