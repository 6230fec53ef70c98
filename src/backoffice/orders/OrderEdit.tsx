import { Grid, Typography } from '@mui/material';
import { DateField, Edit, FunctionField, Labeled, ListButton, ReferenceField, SimpleForm, TextField, TopToolbar, useTranslate } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { isPaymentMethod, paymentMethodLabels } from '../../shared/orders/paymentMethods';
import { ShrinkToScreen } from '../common/ShrinkToScreen';
import { IssueInvoiceButton } from './IssueInvoiceButton';
import { OrderCancelledByCustomer } from './OrderCancelledByCustomer';
import { OrderLines } from './OrderLines';
import { OrderStatusInput } from './OrderStatusInput';
import { OrderTitle } from './OrderTitle';

interface OrderRecord {
  payment_method: string;
  subtotal: number;
  tax: number;
  tax_rate: number;
  shipping: number;
  total: number;
}

const OrderActions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
    <IssueInvoiceButton />
    <ListButton />
  </TopToolbar>
);

const amount = (source: Exclude<keyof OrderRecord, 'payment_method'>) => (order: OrderRecord) => formatFcfa(order[source]);

/** The order's detail; only its status is edited (the customer is told by e-mail). */
export function OrderEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<OrderTitle />} actions={<OrderActions />}>
      <SimpleForm>
        <Grid container spacing={2} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6">{translate('backoffice.orders.customer')}</Typography>
            <Labeled source="profile_id">
              <ReferenceField source="profile_id" reference="profiles" emptyText="—" />
            </Labeled>
            <Labeled source="guest_email">
              <TextField source="guest_email" emptyText="—" />
            </Labeled>
            <Labeled source="created_at">
              <DateField source="created_at" showTime />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6">{translate('backoffice.orders.delivery')}</Typography>
            <Labeled source="delivery_name">
              <TextField source="delivery_name" />
            </Labeled>
            <Labeled source="delivery_phone">
              <TextField source="delivery_phone" />
            </Labeled>
            <Labeled source="delivery_address">
              <TextField source="delivery_address" />
            </Labeled>
            <Labeled source="notes">
              <TextField source="notes" emptyText="—" />
            </Labeled>
          </Grid>
        </Grid>
        <Typography variant="h6">{translate('backoffice.orders.lines')}</Typography>
        <ShrinkToScreen>
          <OrderLines />
        </ShrinkToScreen>
        <Labeled source="subtotal">
          <FunctionField render={amount('subtotal')} />
        </Labeled>
        <Labeled source="tax">
          <FunctionField render={(order: OrderRecord) => `${formatFcfa(order.tax)} (${order.tax_rate} %)`} />
        </Labeled>
        <Labeled source="total">
          <FunctionField render={amount('total')} />
        </Labeled>
        <Labeled source="payment_method">
          <FunctionField render={(order: OrderRecord) => paymentMethodLabels[isPaymentMethod(order.payment_method) ? order.payment_method : 'on_delivery']} />
        </Labeled>
        <OrderStatusInput />
        <OrderCancelledByCustomer />
      </SimpleForm>
    </Edit>
  );
}
